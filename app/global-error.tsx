'use client';

import { globalErrorMessages } from '@/i18n/global-error-messages';

/**
 * Spec §2: if showing the error screen itself fails (the root layout broke), a plain message says so,
 * with a link back home. It replaces the root layout, so it brings its own <html> and no providers.
 */
export default function GlobalError() {
  const t = globalErrorMessages;
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
        <h1>{t.title}</h1>
        <p>{t.errorPageFailed}</p>
        {/* A full reload, not client navigation: the app around this page is what failed. */}
        <a href="/">{t.backHome}</a>
      </body>
    </html>
  );
}
