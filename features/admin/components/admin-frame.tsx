import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AdminUser } from '../access';
import styles from './admin.module.css';

/** The admin panel's frame: its own bar (who is signed in, back to the site) and main region. */
export async function AdminFrame({
  user,
  siteName,
  children,
}: {
  user: AdminUser;
  siteName: string;
  children: ReactNode;
}) {
  const t = await getTranslations('admin');
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <nav aria-label={t('navLabel')}>
          <Link className={styles.brand} href="/admin">
            {t('title')}
            {siteName ? ` — ${siteName}` : ''}
          </Link>
        </nav>
        <span className={styles.who}>{t('signedInAs', { email: user.email, role: t(`roles.${user.role}`) })}</span>
        <a href="/">{t('backToSite')}</a>
      </header>
      <main className={styles.main} id="contenu">
        {children}
      </main>
    </div>
  );
}
