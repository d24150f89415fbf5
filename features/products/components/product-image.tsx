'use client';

import Image from 'next/image';
import { seoImageLoader } from '../image-loader';

interface Props {
  /** The stored picture (`/images/<site>/<file>`). */
  path: string;
  /** What it shows: the SEO name of its URL. */
  name: string;
  alt: string;
  ratio: { width: number; height: number };
  sizes: string;
  priority?: boolean;
}

/** A product picture through next/image with the image service's SEO URLs and WebP (image-loader.ts). */
export function ProductImage({ path, name, alt, ratio, sizes, priority = false }: Props) {
  const unit = 480;
  return (
    <Image
      loader={seoImageLoader(name)}
      src={path}
      alt={alt}
      width={ratio.width * unit}
      height={ratio.height * unit}
      sizes={sizes}
      priority={priority}
      style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}
    />
  );
}
