import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/error-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t('notFound'), robots: { index: false } };
}

/**
 * A notFound() thrown outside a site's pages (the admin panel's second role check: features/admin/require-admin.ts)
 * shows the French error screen, not Next's built-in English one. Unmatched paths never come here: proxy.ts sends
 * them to app/global-not-found.tsx. Without this file, Next's built-in screen (about 1 kB) was also in every page's
 * RSC payload, as the root layout's not-found boundary (issue 19).
 */
export default function RootNotFound() {
  return <ErrorScreen status={404} />;
}
