/**
 * Spec §4 "Locale" and §9: the locale is taken from the URL prefix or the locale cookie, else fr_FR; the
 * longest non-default locale code that prefixes the path wins. The only locale is fr_FR, so URLs carry
 * no prefix, but the rule is kept whole so a second locale only needs adding to LOCALES.
 */
export const DEFAULT_LOCALE = 'fr_FR';
export const LOCALES: readonly string[] = [DEFAULT_LOCALE];
/** Spec §9: 365 days, path /, SameSite lax. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_OPTIONS = { maxAge: 365 * 24 * 60 * 60, path: '/', sameSite: 'lax' } as const;

/** The BCP 47 form of a platform locale code (fr_FR → fr-FR), for URL prefixes and `lang`. */
const prefixOf = (code: string) => code.replace('_', '-').toLowerCase();

export function resolveLocale(
  pathname: string,
  cookie: string | undefined,
  locales: readonly string[] = LOCALES,
): string {
  const path = pathname.toLowerCase();
  const prefixed = locales
    .filter((code) => code !== DEFAULT_LOCALE)
    .filter((code) => {
      const prefix = `/${prefixOf(code)}`;
      return path === prefix || path.startsWith(`${prefix}/`);
    })
    .sort((a, b) => b.length - a.length)[0];
  if (prefixed) return prefixed;
  if (cookie && locales.includes(cookie)) return cookie;
  return DEFAULT_LOCALE;
}
