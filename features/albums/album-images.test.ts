import { describe, expect, it } from 'vitest';
import type { Album } from '@/lib/platform/schemas/content';
import { albumImages } from './album-images';

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

describe('albumImages', () => {
  it('serves images from the storefront origin, alt falling back to the name', () => {
    expect(albumImages(album, (name) => `Agrandir : ${name}`)).toEqual([
      { src: '/images/1/a.jpg', alt: 'Chignon bohème', label: 'Agrandir : Chignon bohème' },
      { src: '/images/1/b.jpg', alt: 'Tresse', label: 'Agrandir : Tresse' },
    ]);
  });
});
