import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordResetAskLazy } from '@/features/auth/components/auth-lazy';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('reset.askTitle'), robots: { index: false } };
}

/** Spec §2 "/password/reset/ followed by an optional token segment": without a token, the ask form. */
export default async function Page() {
  const t = await getTranslations('auth');
  return (
    <article className="page">
      <h1>{t('reset.askTitle')}</h1>
      <PasswordResetAskLazy />
    </article>
  );
}
