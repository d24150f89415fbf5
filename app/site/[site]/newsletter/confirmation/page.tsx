import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScreenMessages } from '@/components/screen-messages';
import { NewsletterConfirmation } from '@/features/newsletter';

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
  const t = await getTranslations('newsletterConfirmation');
  return (
    <article className="page">
      <h1>{t('title')}</h1>
      <ScreenMessages namespaces={SCREEN_NAMESPACES}>
        <NewsletterConfirmation />
      </ScreenMessages>
    </article>
  );
}
