import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { AUTH_SCREEN_NAMESPACES } from '@/features/auth/messages';
import { AuthScreenLazy } from '@/features/auth/components/auth-lazy';
import { registerFormSettings } from '@/features/auth/registration-settings';
import { getParameters } from '@/lib/site/parameters';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('title'), robots: { index: false } };
}

/** /auth: log in or create an account (the form depends on the site's registration parameters). */
export default async function Page({ params }: SiteRouteProps) {
  const [parameters, t] = await Promise.all([getParameters(await siteIdOf(params)), getTranslations('auth')]);
  return (
    <article className="page visitor-screen">
      <h1>{t('title')}</h1>
      <ScreenMessages namespaces={AUTH_SCREEN_NAMESPACES}>
        <AuthScreenLazy settings={registerFormSettings(parameters)} />
      </ScreenMessages>
    </article>
  );
}
