'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './shell-behaviours.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Spec §2 "online/offline indicator": a French notice shown only while the browser is offline. The
 * status region is always in the page (empty when online) so screen readers announce the change.
 */
export function OnlineStatus() {
  const t = useTranslations('shellUi');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className={online ? 'visually-hidden' : styles.offline}>
      {online ? null : t('offline')}
    </div>
  );
}
