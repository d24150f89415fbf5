/**
 * Legal texts (spec §2) carry placeholders `{{TYPE}}` named after the parameter whose value replaces
 * them, e.g. `{{LEGAL_COMPANY_NAME}}`. The storefront substitutes them; these helpers document and
 * check the syntax.
 */
export const LEGAL_PLACEHOLDERS = [
  'LEGAL_AGENT',
  'LEGAL_COMPANY_NAME',
  'COMPANY_NAME',
  'CORPORATE_FORM',
  'SHARE_CAPITAL',
  'RCS_NUMBER',
  'SIRET_NUMBER',
  'HEAD_OFFICE',
  'COMPANY_PHONE',
  'COMPANY_EMAIL',
  'INTRACOMMUNITY_VAT_NUMBER',
] as const;
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([A-Z][A-Z0-9_]*)\s*\}\}/g;

/** The distinct placeholder names used in a text, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * Replaces each placeholder by its value, HTML-escaped (values are owner data going into html);
 * an unknown or empty one becomes an empty string, never the raw `{{…}}`.
 */
export function fillPlaceholders(html: string, values: Readonly<Record<string, string | null | undefined>>): string {
  return html.replace(PLACEHOLDER, (_all, name: string) => escapeHtml(values[name] ?? ''));
}
