import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { type BrowserNamespace, pickMessages } from '@/i18n/client-messages';

/**
 * A client screen's own messages (server component): only `namespaces` reach the browser, with the pages that show
 * this screen. It replaces the root layout's messages for what it wraps, so list every namespace the wrapped client
 * components read (i18n/client-messages.ts).
 */
export async function ScreenMessages({
  namespaces,
  keys,
  children,
}: {
  namespaces: readonly BrowserNamespace[];
  /** Of some namespaces, only these keys (e.g. the add-to-cart form's words of `cart`). */
  keys?: Readonly<Partial<Record<BrowserNamespace, readonly string[]>>>;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces, keys)}>{children}</NextIntlClientProvider>
  );
}
