'use client';

import { ErrorScreen } from '@/components/error-screen';

/** Spec §2: when the site's shell itself cannot load, the error screen shows without it (status 500). */
export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen status={500} message={error.message || undefined} onRetry={reset} />;
}
