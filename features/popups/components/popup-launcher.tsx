'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { openModal } from '@/components/modal/modal-events';
import { isPopupSeen } from '@/components/modal/seen-popups';
import type { SitePopup } from '../api/get-site-popup';
import { popupShouldShow } from '../popup-rules';

/** Browsers without requestIdleCallback (Safari) wait a moment instead. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 500);
  return () => window.clearTimeout(id);
}

/**
 * Shows the site's popup once per page load through the shell's modal (spec §2), after the page is idle
 * plus the popup's own delay, so it never competes with the first paint; a popup already seen (recorded
 * on close, per site) stays hidden unless it shows on every reload.
 */
export function PopupLauncher({ siteId, popup }: { siteId: number; popup: SitePopup }) {
  const pathname = usePathname();
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current || !popupShouldShow(popup, pathname, isPopupSeen(siteId, popup.id))) return;
    let timer: number | undefined;
    const cancelIdle = whenIdle(() => {
      timer = window.setTimeout(() => {
        if (shown.current) return;
        shown.current = true;
        openModal({
          id: String(popup.id),
          title: popup.title,
          html: popup.html,
          showOnEveryReload: popup.showOnEveryReload,
          fixBackground: true,
        });
      }, popup.delaySeconds * 1000);
    });
    return () => {
      cancelIdle();
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [siteId, popup, pathname]);

  return null;
}
