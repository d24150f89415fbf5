import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { AUTH_SCREEN_NAMESPACES } from '@/features/auth/messages';
import { PasswordResetAskLazy } from '@/features/auth/components/auth-lazy';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('reset.askTitle'), robots: { index: false } };
}

/** /password/reset/ask: ask for a reset link by e-mail. */
export default async function Page() {
  const t = await getTranslations('auth');
  return (
    <article className="page">
      <h1>{t('reset.askTitle')}</h1>
      <ScreenMessages namespaces={AUTH_SCREEN_NAMESPACES}>
        <PasswordResetAskLazy />
      </ScreenMessages>
    </article>
  );
}
