import type { Album } from '@/lib/platform/schemas/content';

export interface GalleryImage {
  src: string;
  alt: string;
  /** Accessible name of the thumbnail's button ("Agrandir : …"). */
  label: string;
}

/** An album's images as the gallery and the fullscreen slider show them, served from the storefront's origin. */
export function albumImages(album: Album, label: (name: string) => string): GalleryImage[] {
  return album.images.map((image) => {
    const alt = image.alt || image.name;
    return { src: `/images/${image.onlineImage.externalPath.replace(/^\/+/, '')}`, alt, label: label(alt) };
  });
}
