import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/components/error-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t('notFound'), robots: { index: false } };
}

/** Spec §2/§8: "This page could not be found", status 404, in the server HTML, inside the site's shell. */
export default function SiteNotFound() {
  return <ErrorScreen status={404} />;
}
