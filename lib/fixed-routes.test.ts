import { describe, expect, it } from 'vitest';
import { isFixedRoute, resetLinkToken } from './fixed-routes';

describe('isFixedRoute (spec §2 sample routes)', () => {
  it.each([
    'auth',
    'password/reset/ask',
    'password/reset',
    'password/reset/link',
    'cookie-policy',
    'legal-notice',
    'privacy-policy',
    'sale-terms',
    'use-terms',
    'panier',
    'commande',
    'commande/confirmation/42',
  ])('serves /%s on every site', (path) => expect(isFixedRoute(path)).toBe(true));

  it.each([
    '',
    'authx',
    'auth/extra',
    'password/reset/a/b',
    'legal-notice/x',
    'site/1',
    'femme/balayage',
    'panier/x',
    'paniers',
    'commande/x',
    'commande/confirmation',
    'commande/confirmation/0',
    'commande/confirmation/abc',
    'commande/confirmation/12345678901',
  ])('leaves /%s to the page tree or the 404', (path) => expect(isFixedRoute(path)).toBe(false));

  // The newsletter confirmation (issue 12): one path, the token rides in the fragment.
  it('serves /newsletter/confirmation, with nothing after it', () => {
    expect(isFixedRoute('newsletter/confirmation')).toBe(true);
    expect(isFixedRoute('newsletter/confirmation/abc')).toBe(false);
    expect(isFixedRoute('newsletter')).toBe(false);
  });

  // The personal space (issue 5 §3); nothing below it.
  it('serves /mon-compte, not its sub-paths', () => {
    expect(isFixedRoute('mon-compte')).toBe(true);
    expect(isFixedRoute('mon-compte/x')).toBe(false);
  });
});

// Issue 12 §4: a reset link is not a page of its own (one cache entry per token): proxy.ts sends it to the link page.
describe('resetLinkToken', () => {
  it('reads the token of /password/reset/<token>, which is no fixed route', () => {
    expect(resetLinkToken('password/reset/3f9c2a')).toBe('3f9c2a');
    expect(isFixedRoute('password/reset/3f9c2a')).toBe(false);
  });

  it.each([
    'password/reset',
    'password/reset/ask',
    'password/reset/link',
    'password/reset/a/b',
    'auth',
    `password/reset/${'a'.repeat(513)}`,
  ])('finds none in /%s', (path) => expect(resetLinkToken(path)).toBeNull());
});
