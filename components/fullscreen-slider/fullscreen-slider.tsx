'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, X } from '../icon';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import 'swiper/css';
import { useDialogFocus, useFixedBackground } from '../shell/use-dialog-focus';
import type { SliderRequest } from './slider-events';
import { clampIndex, counterText, keyAction, wrapIndex } from './slider-logic';
import styles from './fullscreen-slider.module.css';

/**
 * The fullscreen slider of spec §2 (loaded with swiper only when a gallery opens it): a counter
 * "current/total", Escape or the close icon closes, left/right keys and the arrows (md and up) move
 * with wrap-around, swiping moves by direction (swiper's touch handling).
 */
export default function FullscreenSlider({ request, onClose }: { request: SliderRequest; onClose: () => void }) {
  const t = useTranslations('shellUi');
  const total = request.images.length;
  const [index, setIndex] = useState(() => clampIndex(request.index, total));
  const swiper = useRef<SwiperClass | null>(null);
  const dialog = useRef<HTMLDivElement>(null);

  const go = useCallback(
    (delta: number) => {
      const target = wrapIndex(swiper.current?.activeIndex ?? index, delta, total);
      if (swiper.current) swiper.current.slideTo(target);
      else setIndex(target);
    },
    [index, total],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = keyAction(event.key);
      if (!action) return;
      event.preventDefault();
      if (action === 'close') onClose();
      else go(action === 'next' ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go, onClose]);

  useDialogFocus(dialog, true);
  useFixedBackground(true);

  return (
    <div
      ref={dialog}
      className={styles.slider}
      role="dialog"
      aria-modal="true"
      aria-label={t('slider')}
      tabIndex={-1}
      data-testid="fullscreen-slider"
    >
      <p className={styles.counter} aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">{counterText(index, total)}</span>
        <span className="visually-hidden">{t('sliderCounter', { current: index + 1, total })}</span>
      </p>
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('sliderClose')} data-autofocus>
        <X aria-hidden="true" size={28} />
      </button>
      {total > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => go(-1)}
            aria-label={t('sliderPrevious')}
          >
            <ChevronLeft aria-hidden="true" size={36} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(1)}
            aria-label={t('sliderNext')}
          >
            <ChevronRight aria-hidden="true" size={36} />
          </button>
        </>
      )}
      <Swiper
        className={styles.swiper}
        initialSlide={index}
        spaceBetween={16}
        // A slow drag over a fifth of the screen is enough to move (swiper's default asks for half).
        longSwipesRatio={0.2}
        onSwiper={(instance) => (swiper.current = instance)}
        onSlideChange={(instance) => setIndex(instance.activeIndex)}
      >
        {request.images.map((image, i) => (
          <SwiperSlide key={`${image.src}-${i}`} className={styles.slide}>
            {/* eslint-disable-next-line @next/next/no-img-element -- any gallery's image, at its own size */}
            <img
              className={styles.image}
              src={image.src}
              alt={image.alt}
              loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
