import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ConfirmationScreenLazy } from '@/features/checkout';
import { pickMessages } from '@/i18n/client-messages';

/** `checkout` for the collection slot's wording (checkout.collect). */
const SCREEN_NAMESPACES = ['confirmation', 'checkout'] as const;

// Not cached: one entry per order id would let anyone fill the cache by typing ids. The frame is cheap (the
// shell's reads are cached) and the order itself is read in the browser, the member's own only.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('confirmation');
  return { title: t('title'), robots: { index: false, follow: false } };
}

interface Props {
  params: Promise<{ site: string; id: string }>;
}

/** /commande/confirmation/<id> (issue 14 §1 "Confirmation"): GET /order/{id} in the browser. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const [t, messages] = await Promise.all([getTranslations('confirmation'), getMessages()]);
  return (
    <article className="page">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider messages={pickMessages(messages, SCREEN_NAMESPACES)}>
        <ConfirmationScreenLazy orderId={Number(id)} />
      </NextIntlClientProvider>
    </article>
  );
}
