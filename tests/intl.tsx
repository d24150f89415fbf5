import type { ReactNode } from 'react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import messages from '@/messages/fr.json';
import { pickMessages, type BrowserNamespace } from '@/i18n/client-messages';
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

/**
 * `TestProviders` with only the messages a page sends its screen (components/screen-messages.tsx): a word the
 * screen reads from a namespace its page does not send shows as its key, and the test sees it.
 */
export function screenProviders(selection: {
  namespaces: readonly BrowserNamespace[];
  keys?: Readonly<Partial<Record<BrowserNamespace, readonly string[]>>>;
}) {
  const picked = pickMessages(messages, selection.namespaces, selection.keys);
  return function ScreenProviders({ children }: { children: ReactNode }) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    return (
      <NextIntlClientProvider locale="fr" messages={picked} timeZone="Europe/Paris">
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    );
  };
}
