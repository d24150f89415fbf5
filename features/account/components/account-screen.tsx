'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/notify';
import { isPlatformError } from '@/lib/platform/client';
import { isAdminRole } from '@/lib/rules/roles';
import { useLogout, type RegisterFormSettings } from '@/features/auth';
import { profileQuery } from '../api/account';
import { ACCOUNT_PATH, loginUrlFor } from '../login-gate';
import { DeleteSection } from './delete-section';
import { NewsletterSection } from './newsletter-section';
import { OrdersSection } from './orders-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import styles from './account.module.css';

/** The sections of the personal space, in page order (anchors of the section menu). */
export const ACCOUNT_SECTIONS = [
  { id: 'profil', title: 'profile.title' },
  { id: 'mot-de-passe', title: 'password.title' },
  { id: 'newsletter', title: 'newsletter.title' },
  { id: 'commandes', title: 'orders.title' },
  { id: 'suppression', title: 'delete.title' },
] as const;

const isUnauthorized = (error: unknown) => isPlatformError(error) && error.status === 401;

/**
 * /mon-compte (issue 5 §3): profile, password, newsletter, orders and account deletion, one anchored section
 * each. The page around it is cached and knows no visitor: everything here is read in the browser. Without a
 * live session (no cookie, or an expired one: GET /user answers 401) the visitor is sent to /auth and comes
 * back here after logging in.
 */
export function AccountScreen({ settings }: { settings: RegisterFormSettings }) {
  const t = useTranslations('account');
  const router = useRouter();
  const profile = useQuery(profileQuery());
  const logout = useLogout();
  // Set once the visitor logs out or deletes the account: the session ends on purpose, so the screen
  // neither shows stale data nor sends them to /auth while they are taken home.
  const [leaving, setLeaving] = useState(false);
  const unauthorized = isUnauthorized(profile.error);

  useEffect(() => {
    if (unauthorized && !leaving) router.replace(loginUrlFor(ACCOUNT_PATH));
  }, [unauthorized, leaving, router]);

  if (leaving) return <div className={styles.skeleton} aria-busy="true" />;

  if (profile.isPending) {
    return (
      <div className={styles.skeleton} aria-busy="true">
        <p className={styles.visuallyHidden} role="status">
          {t('loading')}
        </p>
        <div className={styles.skeletonBlock} />
        <div className={styles.skeletonBlock} />
      </div>
    );
  }
  if (unauthorized) {
    return (
      <p role="status" className={styles.notice}>
        {t('redirecting')} <a href={loginUrlFor(ACCOUNT_PATH)}>{t('loginLink')}</a>
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div role="alert" className={styles.notice}>
        <p>{t('loadError')}</p>
        <button type="button" className={styles.secondary} onClick={() => void profile.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const me = profile.data;
  return (
    <div className={styles.screen}>
      <nav className={styles.menu} aria-label={t('sectionsLabel')}>
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.secondary}
          disabled={logout.isPending}
          onClick={() => {
            setLeaving(true);
            void logout
              .mutateAsync()
              .catch(() => undefined)
              .then(() => {
                notify.success(t('loggedOut'));
                router.replace('/');
              });
          }}
        >
          {t('logout')}
        </button>
        {/* Spec §6: the admin panel, for an ADMIN or a SUPER_ADMIN only (proxy.ts lets no one else in). A plain link:
            the panel is a document of its own (its frame, its security policy), loaded afresh. */}
        {isAdminRole(me.role) && (
          <a href="/admin" className={styles.adminLink}>
            {t('adminLink')}
          </a>
        )}
      </nav>
      <div className={styles.sections}>
        <ProfileSection id="profil" profile={me} settings={settings} />
        <PasswordSection id="mot-de-passe" />
        <NewsletterSection id="newsletter" />
        <OrdersSection id="commandes" />
        <DeleteSection id="suppression" onLeave={() => setLeaving(true)} />
      </div>
    </div>
  );
}
