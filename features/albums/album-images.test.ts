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

const thumb = (file: string) => ({
  src: `/images/1/${file}?tr=w-480`,
  srcSet: [160, 320, 480, 640].map((w) => `/images/1/${file}?tr=w-${w} ${w}w`).join(', '),
  sizes: THUMB_SIZES,
});

describe('albumImages', () => {
  it('serves images from the storefront origin at the sizes shown, alt falling back to the name', () => {
    expect(albumImages(album, (name) => `Agrandir : ${name}`)).toEqual([
      {
        src: '/images/1/a.jpg?tr=w-1920',
        alt: 'Chignon bohème',
        label: 'Agrandir : Chignon bohème',
        thumb: thumb('a.jpg'),
      },
      { src: '/images/1/b.jpg?tr=w-1920', alt: 'Tresse', label: 'Agrandir : Tresse', thumb: thumb('b.jpg') },
    ]);
  });
});

describe('albumHref', () => {
  it('links an album below its list page', () => {
    expect(albumHref('galerie', { slug: 'mariages', id: 2 })).toBe('/galerie/mariages-2');
    expect(albumHref('galerie', { slug: '', id: 2 })).toBe('/galerie/2');
  });
});
