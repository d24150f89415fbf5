import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/lib/platform/errors';
import { frTranslator } from '@/tests/intl';
import { registrationRefusal } from './registration-errors';

const t = frTranslator('elements.register');
const refused = (status: number, message: string, data: unknown = null) =>
  new PlatformError('refused', message, status, data);

describe('registrationRefusal: what a refused registration shows', () => {
  it('a full event closes the form with the platform’s French message', () => {
    expect(
      registrationRefusal(refused(409, '« Atelier chignon facile » est complet : il ne reste plus aucune place.'), t),
    ).toEqual({ kind: 'closed', message: '« Atelier chignon facile » est complet : il ne reste plus aucune place.' });
  });

  it('closed registration and a past event close the form too; without a message, a French one', () => {
    expect(registrationRefusal(refused(409, ''), t)).toEqual({
      kind: 'closed',
      message: 'Les inscriptions à cet événement sont closes.',
    });
  });

  it('fewer seats than asked go on the seats field; none left at all is the full message', () => {
    expect(registrationRefusal(refused(409, 'Il ne reste que 2 places', { remainingSeats: 2, seats: 3 }), t)).toEqual({
      kind: 'seats',
      message: 'Il ne reste que 2 places : réduisez le nombre de places demandées.',
      remainingSeats: 2,
    });
    expect(registrationRefusal(refused(409, 'x', { remainingSeats: 1, seats: 2 }), t)).toMatchObject({
      message: "Il ne reste qu'une place : réduisez le nombre de places demandées.",
    });
    expect(registrationRefusal(refused(409, 'x', { remainingSeats: 0, seats: 1 }), t)).toEqual({
      kind: 'closed',
      message: 'Cet événement est complet : il ne reste plus aucune place.',
    });
  });

  it('too many attempts say so; field errors, network failures and anything else stay with the form', () => {
    expect(registrationRefusal(refused(429, 'Trop de requêtes'), t)).toEqual({
      kind: 'tooMany',
      message: "Trop de demandes d'inscription depuis votre connexion. Veuillez réessayer dans quelques minutes.",
    });
    expect(registrationRefusal(refused(400, 'Veuillez corriger', { errors: { email: 'x' } }), t)).toEqual({
      kind: 'form',
    });
    expect(registrationRefusal(new PlatformError('network', 'down', null), t)).toEqual({ kind: 'form' });
    expect(registrationRefusal(new Error('boom'), t)).toEqual({ kind: 'form' });
  });
});
