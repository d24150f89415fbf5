import { describe, expect, it } from 'vitest';
import { isFixedRoute } from './fixed-routes';

describe('isFixedRoute (spec §2 sample routes)', () => {
  it.each(['auth', 'password/reset/ask', 'password/reset', 'password/reset/3f9c2a', 'cookie-policy', 'legal-notice', 'privacy-policy', 'sale-terms', 'use-terms', 'panier'])(
    'serves /%s on every site',
    (path) => expect(isFixedRoute(path)).toBe(true),
  );

  it.each(['', 'authx', 'auth/extra', 'password/reset/a/b', 'legal-notice/x', 'site/1', 'femme/balayage', 'panier/x', 'paniers'])('leaves /%s to the page tree or the 404', (path) =>
    expect(isFixedRoute(path)).toBe(false),
  );

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
