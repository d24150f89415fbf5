import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { LocaleCookie } from '@/components/locale-cookie';
import { PRE_PAINT_MARKS } from '@/features/site-frame';
import { pickClientMessages } from '@/i18n/client-messages';
import './globals.css';

/**
 * The root layout knows no site: it stays static so every page under it can be cached.
 * The site's shell and theme come from `app/site/[site]/layout.tsx` (proxy.ts rewrites each host's paths there,
 * under its site id).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    // The head's script marks <html> before the body is parsed (features/news, features/consent): React must not undo it.
    <html lang="fr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_MARKS }} />
      </head>
      <body>
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          {children}
          <LocaleCookie />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
