import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AdminFrame, requireAdmin } from '@/features/admin/screens';
import { getParameters } from '@/lib/site/parameters';
import { ALL_CLIENT_NAMESPACES, pickMessages } from '@/i18n/client-messages';

// The admin panel (issue 5 §4): per visitor, so rendered on every request (it reads the token cookie), never
// cached, never indexed, and outside app/site so it inherits none of the public pages' ISR. proxy.ts lets only
// admins reach it (others get the real 404); requireAdmin() checks again here and in every page.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await requireAdmin();
  const [messages, parameters] = await Promise.all([
    getMessages(),
    getParameters(session.siteId).catch(() => ({}) as Record<string, string | null>),
  ]);
  return (
    // The admin's client components need the `admin` messages; public pages never download them.
    <NextIntlClientProvider messages={pickMessages(messages, [...ALL_CLIENT_NAMESPACES, 'admin'])}>
      <AdminFrame user={session.user} siteName={parameters.COMPANY_NAME ?? ''}>
        {children}
      </AdminFrame>
    </NextIntlClientProvider>
  );
}
