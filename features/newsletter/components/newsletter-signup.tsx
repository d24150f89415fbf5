'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/form/use-hydrated';
import { isPlatformError } from '@/lib/platform/errors';
import { subscribeNewsletter } from '../api/subscribe';
import styles from './newsletter-signup.module.css';

/** A light check before asking the platform (which checks the address itself). */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

interface Props {
  /** The form's heading (its accessible name); "Newsletter" by default. */
  title?: string;
  intro?: string;
}

/**
 * The footer's newsletter sign-up (POST /newsletter/subscribe, ENABLE_NEWSLETTER). It is on every page,
 * so it stays light: no form library, the browser platform client and the toasts loaded on use.
 * Double opt-in: the platform only mails a confirmation link, so the visitor is told to check the inbox
 * (the same answer whether the address was already known or not).
 */
export function NewsletterSignup({ title, intro }: Props = {}) {
  const t = useTranslations('newsletterSignup');
  const tForms = useTranslations('forms');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const value = email.trim();
    const invalid = !value ? tForms('required') : !looksLikeEmail(value) ? tForms('email') : null;
    if (invalid) {
      setError(invalid);
      input.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await subscribeNewsletter(value.toLowerCase());
      setEmail('');
      setDone(true);
      void import('@/components/notify').then(({ notify }) => notify.success(t('done')));
    } catch (failure) {
      if (!isPlatformError(failure) || failure.kind === 'network' || failure.kind === 'timeout') {
        setError(tForms('network'));
        return;
      }
      setError(
        failure.fieldErrors.email ??
          (failure.status === 403
            ? t('disabled')
            : failure.kind === 'refused'
              ? failure.message
              : tForms('unexpected')),
      );
      input.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" className={styles.signup} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? t('title')}</h2>
      <p>{intro ?? t('intro')}</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('email')}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="submit"
          className={styles.button}
          disabled={pending || !hydrated}
          aria-busy={pending || undefined}
        >
          {pending ? tForms('sending') : t('submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {done && <p role="status">{t('done')}</p>}
    </form>
  );
}
