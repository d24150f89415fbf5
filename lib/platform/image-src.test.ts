import { describe, expect, it } from 'vitest';
import { storedImageSrc } from './image-src';

describe('storedImageSrc', () => {
  it('serves a stored path from the storefront origin', () => {
    expect(storedImageSrc('2/photo.jpg')).toBe('/images/2/photo.jpg');
    expect(storedImageSrc('/2/photo.jpg')).toBe('/images/2/photo.jpg');
  });

  it('encodes each segment, not the separators', () => {
    expect(storedImageSrc('2/mon vin #1.jpg')).toBe('/images/2/mon%20vin%20%231.jpg');
  });

  it('passes absolute URLs and storefront paths through', () => {
    expect(storedImageSrc('https://cdn.example.fr/a.jpg')).toBe('https://cdn.example.fr/a.jpg');
    expect(storedImageSrc('/images/2/a.jpg')).toBe('/images/2/a.jpg');
  });

  it('gives null without a picture', () => {
    expect(storedImageSrc(null)).toBeNull();
    expect(storedImageSrc('')).toBeNull();
    expect(storedImageSrc('/')).toBeNull();
  });
});
