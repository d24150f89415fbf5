'use client';

import { useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { resetTokenReader } from '../reset-link';
import { PasswordResetForm } from './password-reset-form';
import styles from './auth.module.css';

/** The token never changes while the page is open: nothing to subscribe to. */
const noSubscription = () => () => {};

/**
 * /password/reset/link: the reset form with the token of the link that opened the page (features/auth/reset-link.ts),
 * read after hydration (the cached HTML is the same for every link) and kept in memory only. Opened without one
 * (a reload, a bookmark), the page says to open the e-mail's link again or to ask for a new one.
 */
export function PasswordResetLink() {
  const t = useTranslations('auth');
  // Read once per mounted form, in the browser only: undefined in the server HTML and the hydration render.
  const [readToken] = useState(() => resetTokenReader());
  const token = useSyncExternalStore(noSubscription, readToken, () => undefined);

  if (token === null) {
    return (
      <div className={`${styles.panel} ${styles.single}`}>
        <p>{t('reset.link.missing')}</p>
        <p className={styles.links}>
          <Link href="/password/reset/ask">{t('reset.askAgain')}</Link>
        </p>
      </div>
    );
  }
  return <PasswordResetForm token={token ?? ''} />;
}
