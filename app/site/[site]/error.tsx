'use client';

import { ErrorScreen } from '@/components/error-screen';

/** Spec §2: a failed page-data refresh shows the error screen; the status defaults to 500. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen status={500} message={error.message || undefined} onRetry={reset} />;
}
