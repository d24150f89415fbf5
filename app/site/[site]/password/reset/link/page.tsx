import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { AUTH_SCREEN_NAMESPACES } from '@/features/auth/messages';
import { PasswordResetLinkLazy } from '@/features/auth/components/auth-lazy';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('reset.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * /password/reset/link: the one page every reset e-mail's link opens (issue 12 §4). proxy.ts sends
 * `/password/reset/<token>` here with the token in the URL fragment, so this page is one cache entry per site and
 * its HTML never holds a token; the form reads it in the browser (features/auth/reset-link.ts).
 */
export default async function Page() {
  const t = await getTranslations('auth');
  return (
    <article className="page">
      <h1>{t('reset.title')}</h1>
      <ScreenMessages namespaces={AUTH_SCREEN_NAMESPACES}>
        <PasswordResetLinkLazy />
      </ScreenMessages>
    </article>
  );
}
