'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormMessage } from '@/components/form/fields';
import { isAdminPath } from '@/lib/rules/roles';
import { notify } from '@/components/notify';
import { useLogout, useSession } from '../hooks/use-session';
import { safeRedirect, type RegisterFormSettings } from '../schemas';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './auth.module.css';

/** `?redirect=` of the current address, made safe (read at the moment it is needed: the page itself is cached). */
const redirectTarget = () => safeRedirect(new URLSearchParams(window.location.search).get('redirect'));

/**
 * Back where the visitor came from. The admin panel is a document of its own (its frame, its security policy, none
 * of the site's banners): it is loaded afresh, as its « Voir le site » link leaves it; the site's pages in-app.
 */
const opensAdmin = (target: string) => isAdminPath(new URL(target, window.location.href).pathname);

function goBack(router: ReturnType<typeof useRouter>) {
  const target = redirectTarget();
  if (opensAdmin(target)) window.location.assign(target);
  else router.replace(target);
}

/**
 * /auth (spec §2): log in beside create an account. After logging in the visitor goes back where
 * they came from (`?redirect=`, same site only) or home; a member who is already logged in sees who
 * they are and can log out.
 */
export function AuthScreen({ settings }: { settings: RegisterFormSettings }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const session = useSession();
  const logout = useLogout();
  const [status, setStatus] = useState<string | null>(null);

  const user = session.data?.logged ? session.data.user : null;

  if (user) {
    const target = redirectTarget();
    return (
      <div className={`${styles.panel} ${styles.single}`}>
        {status && <FormMessage kind="status">{status}</FormMessage>}
        <p>{t('loggedAs', { email: user.email })}</p>
        <p className={styles.links}>
          {opensAdmin(target) ? <a href={target}>{t('continue')}</a> : <Link href={target}>{t('continue')}</Link>}
        </p>
        <button
          type="button"
          className={styles.secondary}
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => {
                notify.success(t('loggedOut'));
                setStatus(t('loggedOut'));
              },
            })
          }
        >
          {t('logout')}
        </button>
      </div>
    );
  }

  return (
    <>
      {status && <FormMessage kind="status">{status}</FormMessage>}
      <div className={styles.screen}>
        <LoginForm onLoggedIn={() => goBack(router)} />
        <RegisterForm
          settings={settings}
          onRegistered={(loggedIn) => setStatus(t(loggedIn ? 'registered' : 'registeredLogin'))}
        />
      </div>
    </>
  );
}
