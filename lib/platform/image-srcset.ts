import { storedImageSrc } from './image-src';

/** The widths offered in a srcset: from a small thumbnail to a wide hero on a dense screen. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

const BASE = (process.env.NEXT_PUBLIC_IMAGE_SERVICE_URL || '/images').replace(/\/+$/, '');

/**
 * The SEO address of a stored picture (spec §7 `ik-seo/{path}/{name}.{ext}`), without a transformation:
 * `2/les-terres-rouges.jpg` or `/images/2/les-terres-rouges.jpg` named `terres-rouges` →
 * `/images/ik-seo/2/les-terres-rouges/terres-rouges.jpg`; without a name, the file's own. `seoName` is already a
 * slug (the item's slug, or lib/format/slug's on the server): this module runs in the browser too and carries no
 * slug maker. Null when the path is not a stored picture.
 */
export function seoAddress(path: string, seoName: string | null | undefined): string | null {
  const match = /^\/?(?:images\/)?((?:[\w-]+\/)*[\w-]+)\.(svg|jpe?g|png|webp)$/i.exec(path);
  if (!match) return null;
  const [, stem, ext] = match;
  const name = seoName && /^[a-z0-9-]+$/.test(seoName) ? seoName : stem!.split('/').pop()!;
  return `${BASE}/ik-seo/${stem}/${name}.${ext!.toLowerCase()}`;
}

/**
 * Pictures at the sizes a page shows them (issue 15): a stored picture's `/images/…` URL with the image service's
 * `tr=w-<width>` (spec §7; the service fits it inside that width, never enlarges it, and answers AVIF or WebP by
 * `Accept`), and a `srcset` of such widths with the `sizes` the layout gives, so a phone downloads a phone's picture.
 * Only our own raster pictures get widths: an SVG stays vector and an absolute URL is someone else's.
 */

const SIZED = /^\/images\/[^?#]+\.(?:jpe?g|png|webp)$/i;

/**
 * `/images/1/a.jpg` at `width` px: `/images/1/a.jpg?tr=w-640`; with the SEO name (a slug) of what it shows, at its
 * SEO address (`/images/ik-seo/1/a/balayage-caramel.jpg?tr=w-640`). The format stays the browser's pick (AVIF or
 * WebP by `Accept`). Other URLs unchanged.
 */
export function imageAtWidth(src: string, width: number, seoName?: string | null): string {
  if (!SIZED.test(src)) return src;
  return `${(seoName && seoAddress(src, seoName)) || src}?tr=w-${Math.round(width)}`;
}

/** `src` at each width up to `max` (the largest the layout can need), or undefined when it cannot be sized. */
export function imageSrcSet(
  src: string,
  max: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!,
  seoName?: string | null,
): string | undefined {
  if (!SIZED.test(src)) return undefined;
  const widths = IMAGE_WIDTHS.filter((width) => width <= max);
  return widths.map((width) => `${imageAtWidth(src, width, seoName)} ${width}w`).join(', ');
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`/`srcSet`/`sizes` of a stored picture (`onlineImage.externalPath`, `/images/…`): `sizes` says how wide
 * it is shown (`(min-width: 768px) 25vw, 50vw`), `max` the largest width worth offering; `src` is the fallback at
 * `fallback` px. Null when there is no picture.
 */
export function responsiveImage(
  path: string | null | undefined,
  {
    sizes,
    max,
    fallback = 640,
    seoName,
  }: {
    sizes: string;
    max?: number;
    fallback?: number;
    /** A slug of what it shows: SEO URLs. */ seoName?: string | null;
  },
): ResponsiveImage | null {
  const src = storedImageSrc(path);
  if (!src) return null;
  const srcSet = imageSrcSet(src, max, seoName);
  return srcSet ? { src: imageAtWidth(src, fallback, seoName), srcSet, sizes } : { src };
}
