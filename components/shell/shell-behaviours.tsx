'use client';

import { useEffect } from 'react';
import { FullscreenSliderHost } from '../fullscreen-slider/fullscreen-slider-host';
import { ModalHost } from '../modal/modal-host';
import { notify, NOTIFY_EVENT, type NotifyEventDetail } from '../notify';
import { ProgressBar } from '../progress/progress-bar';
import { ToastHost } from '../toasts/toast-host';
import { handleChunkError } from './chunk-reload';
import { OnlineStatus } from './online-status';
import { useNavigationEffects } from './use-navigation-effects';

export interface ShellBehavioursProps {
  siteId: number;
  /** SCROLL_TO_TOP_BEHAVIOR parameter (SMOOTH or INSTANT). */
  scrollBehavior: string | null;
  /** REPEAT_ANIMATION parameter. */
  repeatAnimation: boolean;
}

/**
 * The client side of the page shell (spec §2): progress bar, online/offline indicator, notification
 * toasts, modal container, fullscreen slider, page transitions and scrolling, chunk-failure reload.
 * Mounted once by the site's shell; react-toastify and swiper load only when first used.
 */
export function ShellBehaviours({ siteId, scrollBehavior, repeatAnimation }: ShellBehavioursProps) {
  useNavigationEffects({ scrollBehavior, repeatAnimation });

  useEffect(() => {
    notify.clear(); // spec §4 "Notifications: cleared on mount"
    const onError = (event: ErrorEvent) => handleChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handleChunkError(event.reason);
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<NotifyEventDetail>).detail;
      if (detail && typeof detail.message === 'string' && ['success', 'error', 'info'].includes(detail.type))
        notify[detail.type](detail.message);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotify);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return (
    <>
      <ProgressBar />
      <OnlineStatus />
      <ToastHost />
      <ModalHost siteId={siteId} />
      <FullscreenSliderHost />
    </>
  );
}
