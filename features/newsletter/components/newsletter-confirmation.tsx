'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FormMessage } from '@/components/form/fields';
import { isPlatformError } from '@/lib/platform/errors';
import { confirmSubscription } from '../api/confirm-subscription';
import { NewsletterSignup } from './newsletter-signup';
import styles from './newsletter-confirmation.module.css';

export type ConfirmationOutcome =
  | { kind: 'pending' }
  | { kind: 'confirmed' }
  /** Unknown, expired or already used link. */
  | { kind: 'invalid' }
  /** No token in the address (opened without its fragment, or reloaded after it was read). */
  | { kind: 'missing' }
  | { kind: 'disabled' }
  /** Anything else: the platform's own message when it gave one; the link may be tried again. */
  | { kind: 'failed'; message: string | null; network: boolean };

/**
 * Reads the token of the confirmation link (`/newsletter/confirmation#<token>`) and takes it out of the address
 * bar at once, so it stays out of the history, bookmarks and shared or screenshotted URLs. The fragment never
 * reaches a server: the page is one cached entry whatever the token.
 */
export function takeTokenFromLocation(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash) return null;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  let token = hash.slice(1);
  try {
    token = decodeURIComponent(token);
  } catch {
    // A malformed escape: sent as it is, the platform refuses it like any unknown token.
  }
  return token.trim() || null;
}

/** What a failed confirmation means for the visitor. */
export function outcomeOfFailure(error: unknown): ConfirmationOutcome {
  if (isPlatformError(error) && error.kind === 'refused') {
    if (error.status === 400) return { kind: 'invalid' };
    if (error.status === 403) return { kind: 'disabled' };
    return { kind: 'failed', message: error.message || null, network: false };
  }
  return { kind: 'failed', message: null, network: isPlatformError(error) && error.kind === 'network' };
}

/** /newsletter/confirmation: confirms the sign-up of the mail's link and says how it went. */
export function NewsletterConfirmation() {
  const t = useTranslations('newsletterConfirmation');
  const tForms = useTranslations('forms');
  const [outcome, setOutcome] = useState<ConfirmationOutcome>({ kind: 'pending' });
  const token = useRef<string | null>(null);
  // Once per page: a second call (React's development double effects) would find the link already used.
  const started = useRef(false);

  const confirm = useCallback(async (value: string) => {
    setOutcome({ kind: 'pending' });
    try {
      await confirmSubscription(value);
      setOutcome({ kind: 'confirmed' });
    } catch (error) {
      setOutcome(outcomeOfFailure(error));
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    token.current = takeTokenFromLocation();
    if (token.current) void confirm(token.current);
    else setOutcome({ kind: 'missing' });
  }, [confirm]);

  switch (outcome.kind) {
    case 'pending':
      return (
        <p role="status" aria-busy="true">
          {t('pending')}
        </p>
      );
    case 'confirmed':
      return (
        <div className={styles.outcome}>
          <FormMessage kind="status">{t('confirmed')}</FormMessage>
          <p>
            <Link href="/">{t('home')}</Link>
          </p>
        </div>
      );
    case 'invalid':
    case 'missing':
      return (
        <div className={styles.outcome}>
          <FormMessage kind="alert">{t(outcome.kind)}</FormMessage>
          <NewsletterSignup title={t('again')} intro={t('againIntro')} />
        </div>
      );
    case 'disabled':
      return (
        <div className={styles.outcome}>
          <FormMessage kind="alert">{t('disabled')}</FormMessage>
          <p>
            <Link href="/">{t('home')}</Link>
          </p>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.outcome}>
          <FormMessage kind="alert">
            {outcome.message ?? tForms(outcome.network ? 'network' : 'unexpected')}
          </FormMessage>
          <p>
            <button
              type="button"
              className={styles.button}
              onClick={() => token.current && void confirm(token.current)}
            >
              {t('retry')}
            </button>
          </p>
        </div>
      );
  }
}
