import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { getPageTree } from '@/features/pages/api/get-pages';
import { getParameters, isOn } from '@/features/site/api/get-parameters';
import { getFooterElements } from '@/features/site/api/get-footer-elements';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import { themeVariables } from '@/features/site/theme';
import { currentSiteId } from '@/lib/platform/server';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const parameters = await getParameters(await currentSiteId());
  const name = parameters.COMPANY_NAME ?? '';
  return { title: { default: name, template: `%s — ${name}` }, description: parameters.HOME_META_DESCRIPTION ?? undefined };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const siteId = await currentSiteId();
  const [parameters, tree, footer, messages, t] = await Promise.all([
    getParameters(siteId),
    getPageTree(siteId),
    getFooterElements(siteId),
    getMessages(),
    getTranslations('shell'),
  ]);
  return (
    <html lang="fr" style={themeVariables(parameters) as CSSProperties}>
      <body>
        <a className="skip-link" href="#contenu">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={{ errors: messages.errors }}>
          <SiteHeader siteName={parameters.COMPANY_NAME ?? ''} tree={tree} hideHome={isOn(parameters.HIDE_HOMEPAGE_IN_MENU)} />
          <main id="contenu">{children}</main>
          <SiteFooter parameters={parameters} logos={footer.logos} links={footer.links} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
