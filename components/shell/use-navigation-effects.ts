'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { loadingProgress, PROGRESS_DURATION_MS, type FinishOutcome } from '@/lib/loading-progress';
import { pageChangeTarget, scrollModeOf, shouldAnimateEntrance } from './navigation';
import styles from './shell-behaviours.module.css';

const CONTENT_ID = 'contenu';
const LEAVING = styles.leaving ?? 'leaving';
const ENTERING = styles.entering ?? 'entering';
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Client page changes (spec §2): the progress bar runs from the click (or back/forward) until the new
 * page is in place; the content fades out then in (out-in), not under reduced motion; afterwards the
 * window goes back to the top (SCROLL_TO_TOP_BEHAVIOR), unless the link has `data-keep-scroll` (the
 * route's opt-out) or a hash (Next scrolls to the anchor itself), or it was back/forward (the browser
 * restores the position).
 */
export function useNavigationEffects({
  scrollBehavior,
  repeatAnimation,
}: {
  scrollBehavior: string | null;
  repeatAnimation: boolean;
}) {
  const pathname = usePathname();
  const shown = useRef(new Set<string>());
  const pending = useRef<{
    end: (outcome?: FinishOutcome) => void;
    keepScroll: boolean;
    fromHistory: boolean;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    const content = () => document.getElementById(CONTENT_ID);
    const start = (keepScroll: boolean, fromHistory: boolean) => {
      if (pending.current) {
        clearTimeout(pending.current.timer);
        pending.current.end('cancelled');
      }
      const main = content();
      if (!fromHistory) main?.classList.add(LEAVING);
      // Never leave the page faded out if the navigation does not happen (the bar gives up too).
      const timer = setTimeout(() => {
        main?.classList.remove(LEAVING);
        pending.current = null;
      }, PROGRESS_DURATION_MS);
      pending.current = { end: loadingProgress.start(), keepScroll, fromHistory, timer };
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (!pageChangeTarget(event, anchor, new URL(window.location.href))) return;
      start(anchor.hasAttribute('data-keep-scroll'), false);
    };
    const onPopState = () => start(true, true);
    // Capture phase: seen before Next's <Link> handles (and prevents) the click.
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    const seen = shown.current.has(pathname);
    shown.current.add(pathname);
    if (firstRender.current) {
      firstRender.current = false; // the first page is not animated: nothing must delay its paint
      return;
    }
    const navigation = pending.current;
    pending.current = null;
    if (navigation) {
      clearTimeout(navigation.timer);
      navigation.end('ok');
    }
    const main = document.getElementById(CONTENT_ID);
    if (main) {
      main.classList.remove(LEAVING);
      if (shouldAnimateEntrance(repeatAnimation, seen)) {
        main.classList.remove(ENTERING);
        void main.offsetWidth; // restart the animation
        main.classList.add(ENTERING);
        main.addEventListener('animationend', () => main.classList.remove(ENTERING), { once: true });
      }
    }
    if (navigation?.keepScroll || navigation?.fromHistory) return;
    // A hash anchor is the router's to scroll to; one the page does not hold leaves the visitor at the top, not
    // wherever the previous page was scrolled.
    if (window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)))) return;
    window.scrollTo({ top: 0, left: 0, behavior: scrollModeOf(scrollBehavior, reducedMotion()) });
  }, [pathname, repeatAnimation, scrollBehavior]);
}
