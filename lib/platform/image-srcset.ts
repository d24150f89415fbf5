import { storedImageSrc } from './image-src';
import { IMAGE_WIDTHS, seoImagePath } from './image-seo';

export { IMAGE_WIDTHS };

/**
 * Pictures at the sizes a page shows them (issue 15): a stored picture's `/images/…` URL with the image service's
 * `tr=w-<width>` (spec §7; the service fits it inside that width, never enlarges it, and answers AVIF or WebP by
 * `Accept`), and a `srcset` of such widths with the `sizes` the layout gives, so a phone downloads a phone's picture.
 * Only our own raster pictures get widths: an SVG stays vector and an absolute URL is someone else's.
 */

const SIZED = /^\/images\/[^?#]+\.(?:jpe?g|png|webp)$/i;

/**
 * `/images/1/a.jpg` at `width` px: `/images/1/a.jpg?tr=w-640`; with the `name` of what it shows, at its SEO address
 * (`/images/ik-seo/1/a/balayage-caramel.jpg?tr=w-640`, lib/platform/image-seo.ts). The format stays the browser's
 * pick (AVIF or WebP by `Accept`). Other URLs unchanged.
 */
export function imageAtWidth(src: string, width: number, name?: string | null): string {
  if (!SIZED.test(src)) return src;
  return `${(name && seoImagePath({ path: src, name })) || src}?tr=w-${Math.round(width)}`;
}

/** `src` at each width up to `max` (the largest the layout can need), or undefined when it cannot be sized. */
export function imageSrcSet(
  src: string,
  max: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!,
  name?: string | null,
): string | undefined {
  if (!SIZED.test(src)) return undefined;
  const widths = IMAGE_WIDTHS.filter((width) => width <= max);
  return widths.map((width) => `${imageAtWidth(src, width, name)} ${width}w`).join(', ');
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
    name,
  }: { sizes: string; max?: number; fallback?: number; /** What it shows: SEO URLs. */ name?: string | null },
): ResponsiveImage | null {
  const src = storedImageSrc(path);
  if (!src) return null;
  const srcSet = imageSrcSet(src, max, name);
  return srcSet ? { src: imageAtWidth(src, fallback, name), srcSet, sizes } : { src };
}
