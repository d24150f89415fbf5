'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { toastsRequested } from '../notify';
import { importOrReload } from '../shell/chunk-reload';

// Its chunk failing to load (offline, mostly) must not take the page down with it: the lazy component would throw
// into the page's error boundary. The container is then left out for this page's life; every notification also has
// its inline message (role="status") where it happened (issue 17).
const NoContainer = () => null;
const ShellToastContainer = lazy<ComponentType>(() =>
  importOrReload(() => import('./toast-container'))().catch(() => ({ default: NoContainer })),
);

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
