import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@/lib/platform/client';
import { applyServerErrors, lineErrorsOf } from './server-errors';

const messages = { unexpected: 'Une erreur est survenue.', network: 'Injoignable.' };
const fields = ['firstname', 'email', 'message'] as const;

describe('applyServerErrors', () => {
  it('puts each per-field message on its field and focuses the first field of the form', () => {
    const setError = vi.fn();
    const error = new PlatformError('refused', 'Certaines données envoyées sont invalides.', 400, {
      errors: { message: 'Trop long.', email: 'Adresse invalide.' },
    });
    expect(applyServerErrors(error, fields, setError, messages)).toEqual({
      fields: ['email', 'message'],
      formMessage: null,
    });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Adresse invalide.' }, { shouldFocus: true }],
      ['message', { type: 'server', message: 'Trop long.' }, { shouldFocus: false }],
    ]);
  });

  it('keeps the envelope message for errors no field of the form can show', () => {
    const setError = vi.fn();
    const error = new PlatformError('refused', 'Un compte existe déjà.', 409, {
      errors: { email: 'Pris.', _: 'Autre.' },
    });
    expect(applyServerErrors(error, fields, setError, messages)).toEqual({
      fields: ['email'],
      formMessage: 'Un compte existe déjà.',
    });
  });

  it('answers a form-level message for refusals without fields, network failures and the unexpected', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors(new PlatformError('refused', 'Refusé.', 403), fields, setError, messages).formMessage,
    ).toBe('Refusé.');
    expect(
      applyServerErrors(new PlatformError('network', 'ECONNREFUSED', null), fields, setError, messages).formMessage,
    ).toBe('Injoignable.');
    expect(
      applyServerErrors(
        new PlatformError('http', 'Request failed with status code 502', 502),
        fields,
        setError,
        messages,
      ).formMessage,
    ).toBe('Une erreur est survenue.');
    expect(applyServerErrors(new Error('boom'), fields, setError, messages).formMessage).toBe(
      'Une erreur est survenue.',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('lineErrorsOf (order validation errors keyed by declination id)', () => {
  it('answers the messages of the lines on screen only', () => {
    const error = new PlatformError('refused', 'Plus que 1 article en stock', 400, {
      errors: { '10030': 'Plus que 1 article en stock', '999': 'Autre panier', _: 'Trop de bouteilles', phone: 'x' },
    });
    expect(lineErrorsOf(error, [10010, 10030])).toEqual({ 10030: 'Plus que 1 article en stock' });
    expect(lineErrorsOf(new Error('x'), [10030])).toEqual({});
    expect(lineErrorsOf(new PlatformError('network', 'x', null), [10030])).toEqual({});
  });
});
