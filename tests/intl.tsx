import type { ReactNode } from 'react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import messages from '@/messages/fr.json';
import type { Translate } from '@/lib/forms/translate';

/** A French translator of one namespace, as components get it from next-intl. */
export const frTranslator = (namespace: string): Translate =>
  createTranslator({ locale: 'fr', messages, namespace: namespace as never }) as unknown as Translate;

/** Client components with the real French messages, as the root layout renders them. */
export function WithIntl({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
      {children}
    </NextIntlClientProvider>
  );
}

/** next-intl (French messages) and a fresh React Query client around a component under test. */
export function TestProviders({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
}
