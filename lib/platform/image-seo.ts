/**
 * Product pictures through the image service's SEO URLs (spec §7: `ik-seo/{path}/{name}.{ext}` and a WebP option),
 * at the widths a srcset offers: `/images/2/les-terres-rouges.jpg` named « Les Terres Rouges » at 640 px →
 * `/images/ik-seo/2/les-terres-rouges/les-terres-rouges.jpg?tr=w-640,q-75,f-webp`. The address itself is
 * lib/platform/image-srcset.ts's `seoAddress` (other pictures use it with their own SEO name, without f-webp); here
 * a name is made a slug. The base is the storefront's own `/images` route (app/images/[...path]/route.ts maps the
 * SEO form back to the stored file), or the image service itself when NEXT_PUBLIC_IMAGE_SERVICE_URL is set (ImageKit
 * reads `tr` and resizes and converts).
 */
import { slugify } from '@/lib/format/slug';
import { IMAGE_WIDTHS, seoAddress } from './image-srcset';

export interface SeoImage {
  /** The stored picture: `/images/<site>/<file>.<ext>` or `<site>/<file>.<ext>`. */
  path: string;
  /** What the picture shows: the SEO name of the URL. */
  name: string;
}

/** The SEO address of a stored picture named in words (« Les Terres Rouges » → `les-terres-rouges`). */
export function seoImagePath({ path, name }: SeoImage): string | null {
  return seoAddress(path, slugify(name));
}

/**
 * The SEO URL of a product picture at a width (px), as WebP at `quality`; null when the path is not a stored
 * picture. An SVG stays vector: no resizing or conversion to ask for.
 */
export function seoImageUrl(image: SeoImage, width: number, quality = 75): string | null {
  const address = seoImagePath(image);
  if (!address || address.endsWith('.svg')) return address;
  return `${address}?tr=w-${Math.round(width)},q-${Math.round(quality)},f-webp`;
}

/**
 * The picture's SEO URL at each width of the site's srcsets from `min` (the narrowest it is shown) to `max` (the
 * widest the layout can ask for on a dense screen), or undefined when it cannot be sized (an SVG, a path that is not
 * a stored picture).
 */
export function seoImageSrcSet(image: SeoImage, { min = 0, max }: { min?: number; max: number }): string | undefined {
  const widths = IMAGE_WIDTHS.filter((width) => width >= min && width <= max);
  const urls = widths.map((width) => seoImageUrl(image, width));
  if (urls.length === 0 || urls.some((url) => url === null || !url.includes('?tr='))) return undefined;
  return urls.map((url, i) => `${url} ${widths[i]}w`).join(', ');
}

/** `ik-seo/<site>/<stem…>/<seo name>.<ext>` back to the stored file `<site>/<stem…>.<ext>`; null when not that shape. */
export function storedPathOfSeo(segments: readonly string[]): string[] | null {
  if (segments[0] !== 'ik-seo' || segments.length < 4) return null;
  const [, ...rest] = segments;
  const file = rest.pop()!;
  const ext = /\.(svg|jpe?g|png|webp)$/i.exec(file)?.[1];
  if (!ext || rest.some((part) => !/^[\w-]+$/.test(part))) return null;
  const stem = rest.pop()!;
  return [...rest, `${stem}.${ext.toLowerCase()}`];
}
