import type { Album } from '@/lib/platform/schemas/content';
import { slugify } from '@/lib/format/slug';
import { storedImageSrc } from '@/lib/platform/image-src';
import { imageAtWidth, responsiveImage, type ResponsiveImage } from '@/lib/platform/image-srcset';

export interface GalleryImage {
  /** The picture as the fullscreen slider shows it (at most 1920 px wide). */
  src: string;
  alt: string;
  /** Accessible name of the thumbnail's button ("Agrandir : …"). */
  label: string;
  /** The thumbnail at the sizes the grid shows it (two columns below 768 px, four above). */
  thumb: ResponsiveImage;
}

/** How wide a thumbnail is shown: a quarter of the content from 768 px (at most ~300 px), half of it below. */
export const THUMB_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';

/** An album's images as the gallery and the fullscreen slider show them, served from the storefront's origin. */
export function albumImages(album: Album, label: (name: string) => string): GalleryImage[] {
  return album.images.map((image) => {
    const alt = image.alt || image.name;
    const src = storedImageSrc(image.onlineImage.externalPath) ?? '';
    // Named by what they show (spec §7 SEO URLs): `/images/ik-seo/1/album-x/balayage-caramel.jpg?tr=w-480`. Made on
    // the server (the album screens are server components): the gallery gets the URLs.
    const seoName = slugify(alt);
    const thumb = responsiveImage(image.onlineImage.externalPath, {
      sizes: THUMB_SIZES,
      max: 640,
      fallback: 480,
      seoName,
    });
    return { src: imageAtWidth(src, 1920, seoName), alt, label: label(alt), thumb: thumb ?? { src } };
  });
}

/** An album page's path: `/<albums list path>/<slug>-<id>`. */
export const albumHref = (listPath: string, album: Pick<Album, 'slug' | 'id'>): string =>
  `/${[listPath, album.slug ? `${album.slug}-${album.id}` : String(album.id)].filter(Boolean).join('/')}`;
