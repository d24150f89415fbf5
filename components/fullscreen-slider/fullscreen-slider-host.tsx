'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { OPEN_SLIDER_EVENT, type SliderRequest } from './slider-events';
import { importOrReload } from '../shell/chunk-reload';

// swiper and its CSS load only when a gallery opens the slider.
const FullscreenSlider = lazy(importOrReload(() => import('./fullscreen-slider')));

/** Listens for 'openFullscreenSlider' (slider-events.ts) and shows the slider over the page. */
export function FullscreenSliderHost() {
  const [request, setRequest] = useState<SliderRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<SliderRequest>).detail;
      if (detail && Array.isArray(detail.images) && detail.images.length > 0) setRequest(detail);
    };
    window.addEventListener(OPEN_SLIDER_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SLIDER_EVENT, onOpen);
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <FullscreenSlider request={request} onClose={close} />
    </Suspense>
  );
}
