import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { LocaleCookie } from '@/components/locale-cookie';
import { markConsentChosen } from '@/features/consent/consent-mark';
import { markDismissedNews } from '@/features/news/promoted-news-storage';
import { pickClientMessages } from '@/i18n/client-messages';
import './globals.css';

/** Per-visitor state copied from storage onto <html> before the body is parsed; the features' CSS reads it. */
const PRE_PAINT_MARKS = markDismissedNews + markConsentChosen;

/**
 * The root layout knows no site: it stays static so every page under it can be cached.
 * The site's shell and theme come from `app/site/[site]/layout.tsx` (proxy.ts rewrites each host there).
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
