import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordResetLazy } from '@/features/auth/components/auth-lazy';

interface Props {
  params: Promise<{ site: string; token: string }>;
}

// A reset link is personal: rendered on demand, never listed ahead.
export const generateStaticParams = (): { token: string }[] => [];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('reset.title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** /password/reset/<token>: the link of the reset e-mail; the token is checked when the form is sent. */
export default async function Page({ params }: Props) {
  const [{ token }, t] = await Promise.all([params, getTranslations('auth')]);
  return (
    <article className="page">
      <h1>{t('reset.title')}</h1>
      <PasswordResetLazy token={decodeURIComponent(token)} />
    </article>
  );
}
