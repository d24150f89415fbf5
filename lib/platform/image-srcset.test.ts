import { describe, expect, it } from 'vitest';
import { imageAtWidth, imageSrcSet, responsiveImage } from './image-srcset';

describe('pictures at the sizes pages show them', () => {
  it('asks the image service for a width', () => {
    expect(imageAtWidth('/images/1/album-carre-flou.jpg', 640)).toBe('/images/1/album-carre-flou.jpg?tr=w-640');
    expect(imageAtWidth('/images/1/logo.svg', 640)).toBe('/images/1/logo.svg');
    expect(imageAtWidth('https://cdn.example/a.jpg', 640)).toBe('https://cdn.example/a.jpg');
  });

  it('offers every width up to the largest the layout needs', () => {
    expect(imageSrcSet('/images/2/a.webp', 640)).toBe(
      '/images/2/a.webp?tr=w-160 160w, /images/2/a.webp?tr=w-320 320w, /images/2/a.webp?tr=w-480 480w, /images/2/a.webp?tr=w-640 640w',
    );
    expect(imageSrcSet('/images/2/a.svg')).toBeUndefined();
  });

  it('builds src, srcSet and sizes from a stored path', () => {
    expect(responsiveImage('1/a b.jpg', { sizes: '50vw', max: 320, fallback: 320 })).toEqual({
      src: '/images/1/a%20b.jpg?tr=w-320',
      srcSet: '/images/1/a%20b.jpg?tr=w-160 160w, /images/1/a%20b.jpg?tr=w-320 320w',
      sizes: '50vw',
    });
    expect(responsiveImage('1/logo.svg', { sizes: '50vw' })).toEqual({ src: '/images/1/logo.svg' });
    expect(responsiveImage(null, { sizes: '50vw' })).toBeNull();
  });

  it('names a picture by what it shows when the page says it (spec §7 SEO URLs), the format left to Accept', () => {
    expect(imageAtWidth('/images/1/album-carre-flou.jpg', 640, 'carre-flou')).toBe(
      '/images/ik-seo/1/album-carre-flou/carre-flou.jpg?tr=w-640',
    );
    // A name that is not a slug is not trusted in a path: the file's own name.
    expect(imageAtWidth('/images/1/album-carre-flou.jpg', 640, 'Carré flou/..')).toBe(
      '/images/ik-seo/1/album-carre-flou/album-carre-flou.jpg?tr=w-640',
    );
    expect(imageSrcSet('/images/2/a.jpg', 320, 'soiree-accords')).toBe(
      '/images/ik-seo/2/a/soiree-accords.jpg?tr=w-160 160w, /images/ik-seo/2/a/soiree-accords.jpg?tr=w-320 320w',
    );
    // No name, an SVG, a path the SEO form cannot carry: as before.
    expect(imageAtWidth('/images/1/a.jpg', 640, '')).toBe('/images/1/a.jpg?tr=w-640');
    expect(imageAtWidth('/images/1/logo.svg', 640, 'logo')).toBe('/images/1/logo.svg');
    expect(responsiveImage('1/a b.jpg', { sizes: '50vw', max: 160, fallback: 160, seoName: 'a' })).toEqual({
      src: '/images/1/a%20b.jpg?tr=w-160',
      srcSet: '/images/1/a%20b.jpg?tr=w-160 160w',
      sizes: '50vw',
    });
  });
});
