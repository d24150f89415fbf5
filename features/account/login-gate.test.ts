import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/features/auth';
import { ACCOUNT_PATH, loginRedirectFor, loginUrlFor } from './login-gate';

describe('the personal space asks a logged-out visitor to log in first', () => {
  it('sends a request without the session cookie to /auth with the way back', () => {
    expect(loginRedirectFor('mon-compte', undefined)).toBe('/auth?redirect=%2Fmon-compte');
    expect(loginRedirectFor('mon-compte', '')).toBe('/auth?redirect=%2Fmon-compte');
  });

  it('lets a visitor with a session cookie through (the platform and the screen check it)', () => {
    expect(loginRedirectFor('mon-compte', 'abc123')).toBeNull();
  });

  it('leaves every other path alone', () => {
    for (const path of ['', 'auth', 'mon-compte/x', 'panier', 'femme/balayage'])
      expect(loginRedirectFor(path, undefined)).toBeNull();
  });

  it('brings the visitor back: the login form accepts /mon-compte and refuses foreign targets', () => {
    const redirect = new URL(loginUrlFor(ACCOUNT_PATH), 'http://localhost').searchParams.get('redirect');
    expect(safeRedirect(redirect)).toBe('/mon-compte');
    // Issue 5 §1 "the user returns where they were (e.g. checkout)", query included.
    expect(safeRedirect('/commande?etape=livraison')).toBe('/commande?etape=livraison');
    expect(safeRedirect('https://evil.example/mon-compte')).toBe('/');
    expect(safeRedirect('//evil.example/mon-compte')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});
