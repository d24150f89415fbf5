'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { takeResetToken } from '../reset-link';
import { PasswordResetForm } from './password-reset-form';
import styles from './auth.module.css';

/**
 * /password/reset/link: the reset form with the token of the link that opened the page (features/auth/reset-link.ts),
 * read after hydration (the cached HTML is the same for every link) and kept in memory only. Opened without one
 * (a reload, a bookmark), the page says to open the e-mail's link again or to ask for a new one.
 */
export function PasswordResetLink() {
  const t = useTranslations('auth');
  const [link, setLink] = useState<{ read: boolean; token: string | null }>({ read: false, token: null });

  useEffect(() => {
    const token = takeResetToken();
    // Strict Mode runs this twice: the first token read wins.
    setLink((current) => (current.token !== null ? current : { read: true, token }));
  }, []);

  if (link.read && link.token === null) {
    return (
      <div className={`${styles.panel} ${styles.single}`}>
        <p>{t('reset.link.missing')}</p>
        <p className={styles.links}>
          <Link href="/password/reset/ask">{t('reset.askAgain')}</Link>
        </p>
      </div>
    );
  }
  return <PasswordResetForm token={link.token ?? ''} />;
}
