import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { NewsletterConfirmation } from '@/features/newsletter';
import { pickMessages } from '@/i18n/client-messages';

/** The namespaces the screen reads: `newsletterConfirmation` rides with this page only. */
const SCREEN_NAMESPACES = ['newsletterConfirmation', 'newsletterSignup', 'forms'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletterConfirmation');
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * /newsletter/confirmation#<token>: the link of the newsletter confirmation mail (double opt-in). The token is
 * in the fragment, read and confirmed in the browser: no server sees it, and this page is one cached entry.
 */
export default async function Page() {
  const [t, messages] = await Promise.all([getTranslations('newsletterConfirmation'), getMessages()]);
  return (
    <article className="page">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider messages={pickMessages(messages, SCREEN_NAMESPACES)}>
        <NewsletterConfirmation />
      </NextIntlClientProvider>
    </article>
  );
}
