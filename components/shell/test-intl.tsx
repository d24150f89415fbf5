import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/fr.json';

/** Renders client components with the real French messages, as the root layout does. */
export function WithIntl({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
      {children}
    </NextIntlClientProvider>
  );
}
