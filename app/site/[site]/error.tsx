'use client';

import { useEffect } from 'react';
import { ErrorScreen, shownErrorMessage } from '@/components/error-screen';
import { handleChunkError } from '@/components/shell/chunk-reload';
import { loadingProgress } from '@/lib/loading-progress';

/** Spec §2: a failed page-data refresh shows the error screen; the status defaults to 500. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // A chunk that failed to load (a new deployment) reloads the page, at most once a minute (spec §4).
  useEffect(() => {
    handleChunkError(error);
  }, [error]);
  // Spec §2: the loader is marked failed. This screen mounts before the page change that brought it ends, so the
  // bar that change runs finishes red, not as a success.
  useEffect(() => {
    const end = loadingProgress.start();
    end('failed');
  }, [error]);
  return <ErrorScreen status={500} message={shownErrorMessage(error)} onRetry={reset} />;
}
