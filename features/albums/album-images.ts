import type { Album } from '@/lib/platform/schemas/content';
import { storedImageSrc } from '@/lib/platform/image-src';

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
    return { src: storedImageSrc(image.onlineImage.externalPath) ?? '', alt, label: label(alt) };
  });
}
