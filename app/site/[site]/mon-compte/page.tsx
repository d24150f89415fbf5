import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { ACCOUNT_MESSAGES } from '@/features/account';
import { AccountScreenLazy } from '@/features/account/components/account-lazy';
import { registerFormSettings } from '@/features/auth/registration-settings';
import { getParameters } from '@/lib/site/parameters';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /mon-compte (issue 5 §3): the cached frame of the personal space. Its content is per visitor and read in
 * the browser; proxy.ts sends a visitor without a session cookie to /auth first. The profile form follows
 * the site's registration rules (public parameters, so the frame stays cacheable).
 */
export default async function Page({ params }: SiteRouteProps) {
  const [parameters, t] = await Promise.all([getParameters(await siteIdOf(params)), getTranslations('account')]);
  return (
    <article className="page visitor-screen">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ScreenMessages namespaces={ACCOUNT_MESSAGES.namespaces} keys={ACCOUNT_MESSAGES.keys}>
        <AccountScreenLazy settings={registerFormSettings(parameters)} />
      </ScreenMessages>
    </article>
  );
}
