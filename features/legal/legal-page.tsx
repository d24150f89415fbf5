import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { fillPlaceholders } from '@/lib/platform/placeholders';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { getParameters } from '@/lib/site/parameters';
import { fixedRouteMetadata } from '@/features/seo';

/** The five legal texts of spec §2, each a TEXT parameter with `{{TYPE}}` placeholders. */
export const LEGAL_TEXTS = ['COOKIE_POLICY', 'LEGAL_NOTICE', 'PRIVACY_POLICY', 'SALE_TERMS', 'USE_TERMS'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

/** The text, placeholders filled from the other parameters (a missing value is left blank, never raw). */
export function legalHtml(text: LegalText, parameters: Readonly<Record<string, string | null>>): string {
  return sanitizeCmsHtml(fillPlaceholders(parameters[text] ?? '', parameters));
}

/** A legal text's title, with its absolute canonical URL and Open Graph (features/seo). */
export async function legalMetadata(text: LegalText, siteId: number, path: string): Promise<Metadata> {
  const t = await getTranslations('legal');
  return fixedRouteMetadata(siteId, { path, title: t(text) });
}

export async function LegalPage({ text, siteId }: { text: LegalText; siteId: number }) {
  const [parameters, t] = await Promise.all([getParameters(siteId), getTranslations('legal')]);
  const html = legalHtml(text, parameters);
  return (
    <article className="page legal">
      {!/<h1[\s>]/i.test(html) && <h1>{t(text)}</h1>}
      {html ? <div className="cms" dangerouslySetInnerHTML={{ __html: html }} /> : <p>{t('empty')}</p>}
    </article>
  );
}
