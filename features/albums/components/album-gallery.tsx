'use client';

import { openFullscreenSlider } from '@/components/fullscreen-slider/slider-events';
import type { GalleryImage } from '../album-images';
import styles from './albums.module.css';

/**
 * An album's thumbnails, each at the width the grid shows it (srcset/sizes through the image service); each opens
 * the shell's fullscreen slider at that image (spec §2). `eager`: the first row is above the fold.
 */
export function AlbumGallery({ images, eager = false }: { images: GalleryImage[]; eager?: boolean }) {
  const slides = images.map(({ src, alt }) => ({ src, alt }));
  return (
    <ul className={styles.grid}>
      {images.map((image, index) => (
        <li key={`${image.src}-${index}`}>
          <button
            type="button"
            className={styles.thumb}
            aria-label={image.label}
            onClick={() => openFullscreenSlider({ images: slides, index })}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- images of the platform's image service */}
            <img
              src={image.thumb.src}
              srcSet={image.thumb.srcSet}
              sizes={image.thumb.sizes}
              alt=""
              width={400}
              height={400}
              loading={eager && index < 4 ? 'eager' : 'lazy'}
              fetchPriority={eager && index === 0 ? 'high' : undefined}
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
