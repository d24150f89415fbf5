import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_COOKIE_OPTIONS, resolveLocale } from './locale';

describe('resolveLocale (spec §4 Locale)', () => {
  it('falls back to fr_FR with no prefix and no cookie', () => {
    expect(resolveLocale('/nous-contacter', undefined)).toBe('fr_FR');
    expect(DEFAULT_LOCALE).toBe('fr_FR');
  });

  it('takes a known locale from the cookie and ignores an unknown one', () => {
    expect(resolveLocale('/', 'en_GB', ['fr_FR', 'en_GB'])).toBe('en_GB');
    expect(resolveLocale('/', 'xx_XX', ['fr_FR', 'en_GB'])).toBe('fr_FR');
  });

  it('prefers the URL prefix over the cookie, and the longest non-default code that prefixes the path', () => {
    const locales = ['fr_FR', 'en', 'en_GB'];
    expect(resolveLocale('/en-gb/boutique', 'fr_FR', locales)).toBe('en_GB');
    expect(resolveLocale('/en/boutique', 'en_GB', locales)).toBe('en');
    // A path that merely starts with the same letters is not a prefix.
    expect(resolveLocale('/engagements', undefined, locales)).toBe('fr_FR');
  });

  it('never selects the default locale from a prefix: fr_FR pages have none', () => {
    expect(resolveLocale('/fr-fr/page', 'en_GB', ['fr_FR', 'en_GB'])).toBe('en_GB');
  });

  it('keeps the cookie 365 days on the whole site, SameSite lax (spec §9)', () => {
    expect(LOCALE_COOKIE_OPTIONS).toEqual({ maxAge: 31_536_000, path: '/', sameSite: 'lax' });
  });
});
