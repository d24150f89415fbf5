import { describe, expect, it } from 'vitest';
import { seoImageSrcSet, seoImageUrl, storedPathOfSeo } from './image-seo';

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

describe('seoImageSrcSet: the widths a picture is offered at', () => {
  it('offers each width up to the widest the layout needs, in SEO URLs', () => {
    expect(seoImageSrcSet({ path: '/images/2/a.jpg', name: 'Les Coteaux' }, { max: 480 })).toBe(
      [160, 320, 480].map((w) => `/images/ik-seo/2/a/les-coteaux.jpg?tr=w-${w},q-75,f-webp ${w}w`).join(', '),
    );
    expect(seoImageSrcSet({ path: '/images/2/a.jpg', name: 'a' }, { min: 320, max: 960 })).toBe(
      [320, 480, 640, 960].map((w) => `/images/ik-seo/2/a/a.jpg?tr=w-${w},q-75,f-webp ${w}w`).join(', '),
    );
  });
  it('has none for a vector picture or a path that is not a stored picture', () => {
    expect(seoImageSrcSet({ path: '/images/1/logo.svg', name: 'Logo' }, { max: 960 })).toBeUndefined();
    expect(seoImageSrcSet({ path: 'https://evil.example/x.jpg', name: 'x' }, { max: 960 })).toBeUndefined();
    expect(seoImageSrcSet({ path: '/images/2/a.jpg', name: 'a' }, { max: 100 })).toBeUndefined();
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
