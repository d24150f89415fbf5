'use client';

import { useState } from 'react';
import { openFullscreenSlider } from '@/components/fullscreen-slider/slider-events';
import { seoImageUrl } from '@/lib/platform/image-seo';
import { fill, type ProductLabels } from '../labels';
import { ProductImage } from './product-image';
import styles from './products.module.css';

interface Props {
  name: string;
  images: { path: string; alt: string }[];
  ratio: { width: number; height: number };
  labels: Pick<ProductLabels, 'gallery' | 'openImage'>;
}

/** The sheet's pictures: the main one (the page's largest paint, loaded at once) and thumbnails; a click opens the fullscreen slider. */
export function ProductGallery({ name, images, ratio, labels }: Props) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const shown = images[Math.min(index, images.length - 1)]!;
  const open = (at: number) =>
    openFullscreenSlider({
      images: images.map((image) => ({
        src: seoImageUrl({ path: image.path, name }, 1600) ?? image.path,
        alt: image.alt,
      })),
      index: at,
    });
  return (
    <div className={styles.gallery} role="group" aria-label={labels.gallery}>
      <button
        type="button"
        className={styles.galleryMain}
        onClick={() => open(index)}
        aria-label={fill(labels.openImage, { index: index + 1, total: images.length })}
      >
        <ProductImage
          path={shown.path}
          name={name}
          alt={shown.alt}
          ratio={ratio}
          sizes="(min-width: 960px) 36rem, 100vw"
          max={1280}
          priority
        />
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={`${image.path}-${i}`}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                aria-label={image.alt}
                onClick={() => setIndex(i)}
              >
                <ProductImage path={image.path} name={name} alt="" ratio={ratio} sizes="4.5rem" min={160} max={320} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
