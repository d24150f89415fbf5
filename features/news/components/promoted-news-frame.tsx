'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { dismissedKey, PROMOTED_NEWS_ELEMENT_ID } from '../promoted-news-storage';
import styles from './promoted-news.module.css';

function readDismissed(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Only this page's own click is followed (dismissedHere below): another tab's dismissal applies at the next visit. */
const noSubscription = () => () => {};

/**
 * The banner's box and its close button (spec §4: "a stored promoted item appears on the site until
 * hidden"). The dismissal is kept per site and per news: a newer promoted news shows again.
 * The inline script the server puts after it hides a dismissed banner before the first paint.
 */
export function PromotedNewsFrame({
  siteId,
  newsId,
  label,
  dismissLabel,
  boxed,
  children,
}: {
  siteId: number;
  newsId: number;
  label: string;
  dismissLabel: string;
  boxed: boolean;
  children: ReactNode;
}) {
  const key = dismissedKey(siteId);
  // Dismissed on an earlier visit (read once hydrated: the server HTML is the same for everyone), or on this page.
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => readDismissed(key) === String(newsId),
    () => false,
  );
  const [dismissedHere, setDismissed] = useState(false);
  const dismissed = dismissedBefore || dismissedHere;

  const dismiss = () => {
    try {
      window.localStorage.setItem(key, String(newsId));
    } catch {
      // Private browsing without storage: hidden for this page only.
    }
    setDismissed(true);
  };

  return (
    <aside
      id={PROMOTED_NEWS_ELEMENT_ID}
      className={`${styles.banner} ${boxed ? styles.boxed : ''}`}
      aria-label={label}
      hidden={dismissed}
      suppressHydrationWarning
    >
      <div className={styles.content}>{children}</div>
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} title={dismissLabel} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
