import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/lib/platform/client';
import { frTranslator } from '@/tests/intl';
import { loginErrorMessage } from './login-errors';

const message = (error: unknown) => loginErrorMessage(error, frTranslator('auth'), frTranslator('forms'));

describe('log-in failures', () => {
  it('words a refused log-in the same whatever the cause (no account is revealed)', () => {
    expect(message(new PlatformError('refused', 'Adresse e-mail ou mot de passe incorrect.', 401))).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
  });

  it('words the rate limit with the seconds the platform gives (429, data.retryAfter)', () => {
    expect(message(new PlatformError('refused', 'Too many', 429, { retryAfter: 42 }))).toBe(
      'Trop de tentatives de connexion ont échoué. Veuillez réessayer dans 42 secondes.',
    );
    expect(message(new PlatformError('refused', 'Too many', 429, { retryAfter: 1 }))).toBe(
      'Trop de tentatives de connexion ont échoué. Veuillez réessayer dans 1 seconde.',
    );
    expect(message(new PlatformError('http', 'Too many', 429))).toBe(
      'Trop de tentatives de connexion ont échoué. Veuillez réessayer dans une minute.',
    );
  });

  it('leaves per-field refusals to the fields, and words network failures', () => {
    expect(message(new PlatformError('refused', 'Invalide', 400, { errors: { email: 'x' } }))).toBeNull();
    expect(message(new PlatformError('network', 'ECONNREFUSED', null))).toBe(
      'La plateforme est injoignable. Vérifiez votre connexion et réessayez.',
    );
  });
});
