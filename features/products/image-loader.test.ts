import { describe, expect, it } from 'vitest';
import { seoImageUrl, storedPathOfSeo } from './image-loader';

describe('seoImageUrl: the image service SEO URL ik-seo/{path}/{name}.{ext} with WebP', () => {
  it.each([
    [
      '/images/2/les-terres-rouges.jpg',
      'Les Terres Rouges',
      640,
      '/images/ik-seo/2/les-terres-rouges/les-terres-rouges.jpg?tr=w-640,q-75,f-webp',
    ],
    ['2/photo-1.PNG', 'Huile à l’argan', 384, '/images/ik-seo/2/photo-1/huile-a-l-argan.png?tr=w-384,q-75,f-webp'],
    ['/images/1/logo.svg', 'Logo', 100, '/images/ik-seo/1/logo/logo.svg'],
    ['/images/1/photo.jpg', '!!!', 100, '/images/ik-seo/1/photo/photo.jpg?tr=w-100,q-75,f-webp'],
  ])('%s as %s', (path, name, width, expected) => {
    expect(seoImageUrl({ path, name }, width)).toBe(expected);
  });
  it.each(['https://evil.example/x.jpg', '/images/../x.jpg', '/images/1/x.exe', ''])('refuses %s', (path) => {
    expect(seoImageUrl({ path, name: 'x' }, 100)).toBeNull();
  });
});

describe('storedPathOfSeo: back to the stored file', () => {
  it.each<[string[], string[] | null]>([
    [
      ['ik-seo', '2', 'les-terres-rouges', 'les-terres-rouges.jpg'],
      ['2', 'les-terres-rouges.jpg'],
    ],
    [
      ['ik-seo', '1', 'logo', 'any-name.SVG'],
      ['1', 'logo.svg'],
    ],
    [['2', 'les-terres-rouges.jpg'], null],
    [['ik-seo', '2', '..', 'x.jpg'], null],
    [['ik-seo', '2', 'x', 'x.pdf'], null],
  ])('%o', (segments, expected) => {
    expect(storedPathOfSeo(segments)).toEqual(expected);
  });
});
