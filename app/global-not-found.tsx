import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/error-screen';
import { SiteShell } from '@/features/site-frame';
import { pickClientMessages } from '@/i18n/client-messages';
import { currentSiteId } from '@/lib/platform/server';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t('notFound'), robots: { index: false } };
}

/**
 * Spec §2/§8: a path the site does not serve is "This page could not be found", status 404, with the
 * French message in the server HTML and the site's own shell. proxy.ts leaves such paths unmatched, and
 * Next answers them with this page, which bypasses the root layout: it brings its own <html>. A host that names
 * no site only gets here on a path proxy.ts does not run for (`/api/…`, a missing `/_next/…` file): the plain
 * message then, without a shell, since there is no site to dress it in.
 */
export default async function GlobalNotFound() {
  const [siteId, messages] = await Promise.all([currentSiteId(), getMessages()]);
  const screen = <ErrorScreen status={404} />;
  return (
    <html lang="fr">
      <body>
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          {siteId === null ? <main>{screen}</main> : <SiteShell siteId={siteId}>{screen}</SiteShell>}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
