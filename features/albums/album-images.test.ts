import { describe, expect, it } from 'vitest';
import type { Album } from '@/lib/platform/schemas/content';
import { albumHref, albumImages, THUMB_SIZES } from './album-images';

const album: Album = {
  id: 1,
  slug: 'mariages',
  title: 'Mariages',
  description: '',
  images: [
    {
      id: 1,
      filename: 'a.jpg',
      name: 'Chignon',
      alt: 'Chignon bohème',
      onlineImage: { id: 9, externalPath: '1/a.jpg', url: 'http://api/images/1/a.jpg' },
    },
    {
      id: 2,
      filename: 'b.jpg',
      name: 'Tresse',
      alt: '',
      onlineImage: { id: 10, externalPath: '/1/b.jpg', url: 'http://api/images/1/b.jpg' },
    },
  ],
};

/** The SEO URL of a stored picture named by what it shows (spec §7: ik-seo/{path}/{name}.{ext}). */
const seo = (stem: string, name: string, width: number) => `/images/ik-seo/1/${stem}/${name}.jpg?tr=w-${width}`;
const thumb = (stem: string, name: string) => ({
  src: seo(stem, name, 480),
  srcSet: [160, 320, 480, 640].map((w) => `${seo(stem, name, w)} ${w}w`).join(', '),
  sizes: THUMB_SIZES,
});

describe('albumImages', () => {
  it('serves images from the storefront origin at the sizes shown, named by their alt (else their name)', () => {
    expect(albumImages(album, (name) => `Agrandir : ${name}`)).toEqual([
      {
        src: seo('a', 'chignon-boheme', 1920),
        alt: 'Chignon bohème',
        label: 'Agrandir : Chignon bohème',
        thumb: thumb('a', 'chignon-boheme'),
      },
      {
        src: seo('b', 'tresse', 1920),
        alt: 'Tresse',
        label: 'Agrandir : Tresse',
        thumb: thumb('b', 'tresse'),
      },
    ]);
  });
});

describe('albumHref', () => {
  it('links an album below its list page', () => {
    expect(albumHref('galerie', { slug: 'mariages', id: 2 })).toBe('/galerie/mariages-2');
    expect(albumHref('galerie', { slug: '', id: 2 })).toBe('/galerie/2');
  });
});
