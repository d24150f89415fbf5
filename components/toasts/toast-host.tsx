'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsRequested } from '../notify';
import { importOrReload } from '../shell/chunk-reload';

const ShellToastContainer = lazy(importOrReload(() => import('./toast-container')));

/** Mounts the notification container (and loads react-toastify) only once something notified. */
export function ToastHost() {
  const requested = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ShellToastContainer />
    </Suspense>
  );
}
