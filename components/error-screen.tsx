'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isPlatformError } from '@/lib/platform/errors';

interface Props {
  /** Spec §2: defaults to 500. */
  status?: number;
  message?: string;
  onRetry?: () => void;
}

/**
 * The message an error boundary may show (spec §2 "the error message, or « Erreur »"): only what the platform said
 * in French when it refused something. A server error reaches the browser with Next's English placeholder (and a
 * digest) and a script error speaks English too: neither is shown to a visitor.
 */
export function shownErrorMessage(error: Error & { digest?: string }): string | undefined {
  if (error.digest) return undefined;
  return isPlatformError(error) && error.kind === 'refused' && error.message ? error.message : undefined;
}

/** The error screen of spec §2: the message (or « Erreur »), and on 404 a link back to the home page. */
export function ErrorScreen({ status = 500, message, onRetry }: Props) {
  const t = useTranslations('errors');
  const notFound = status === 404;
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-status">{status}</p>
      <h1 id="error-title">{notFound ? t('notFound') : message || t('title')}</h1>
      <p>{notFound ? t('notFoundText') : t('failedText')}</p>
      <p className="error-actions">
        {onRetry && (
          <button type="button" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        {(notFound || !onRetry) && <Link href="/">{t('backHome')}</Link>}
      </p>
    </section>
  );
}
