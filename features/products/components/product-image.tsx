import { preload } from 'react-dom';
import { seoImageSrcSet, seoImageUrl } from '@/lib/platform/image-seo';

interface Props {
  /** The stored picture (`/images/<site>/<file>`). */
  path: string;
  /** What it shows: the SEO name of its URL. */
  name: string;
  alt: string;
  ratio: { width: number; height: number };
  /** How wide the layout shows it (the `sizes` attribute). */
  sizes: string;
  /** The narrowest (px) and widest (px, on a dense screen) it can be asked for: the srcset's range. */
  min?: number;
  max?: number;
  /** One of the page's largest paints: preloaded from the head and fetched first. */
  priority?: boolean;
}

/**
 * A product picture in the image service's SEO URLs with WebP (image-loader.ts), a srcset from `min` to `max` and the
 * layout's `sizes`, so a phone downloads a phone's picture. A plain `<img>`: it renders on the server and nothing
 * of it hydrates (a list of cards is 16 pictures that never change once drawn).
 */
export function ProductImage({ path, name, alt, ratio, sizes, min = 320, max = 960, priority = false }: Props) {
  const src = seoImageUrl({ path, name }, Math.min(640, max)) ?? path;
  const srcSet = seoImageSrcSet({ path, name }, { min, max });
  if (priority) {
    // The head asks for the width the srcset will pick as soon as the HTML arrives.
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' });
  }
  const unit = 480;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized by our image service, not by next/image's loader
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={ratio.width * unit}
      height={ratio.height * unit}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}
    />
  );
}
