'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

interface Props {
  /** Spec §2: defaults to 500. */
  status?: number;
  message?: string;
  onRetry?: () => void;
}

/** The error screen of spec §2: the message (or « Erreur »), and on 404 a link back to the home page. */
export function ErrorScreen({ status = 500, message, onRetry }: Props) {
  const t = useTranslations('errors');
  const notFound = status === 404;
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-status">{status}</p>
      <h1 id="error-title">{notFound ? t('notFound') : message || t('title')}</h1>
      {notFound && <p>{t('notFoundText')}</p>}
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
