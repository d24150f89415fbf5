import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword, normalisePassword } from './common-passwords';

describe('the common password list', () => {
  it('holds a few hundred entries, each written in its normalised form (a typo would never match)', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(300);
    for (const entry of COMMON_PASSWORDS) expect(normalisePassword(entry), entry).toBe(entry);
  });

  it('has the French and international favourites', () => {
    for (const entry of [
      'motdepasse',
      'azerty',
      'azertyuiop',
      '123456789',
      'password',
      'soleil',
      'doudou',
      'marseille',
      'jetaime',
      'qwerty',
    ]) {
      expect(COMMON_PASSWORDS.has(entry), entry).toBe(true);
    }
  });
});

describe('isCommonPassword', () => {
  it.each([
    'motdepasse',
    'MotDePasse',
    'Mot de passe',
    'mot-de-passe',
    "Je t'aime",
    'Azerty123',
    'azerty123456',
    '123456789',
    'password1',
    'P@ssw0rd',
    'soleil2024',
    'Soleil!!',
    'motdepasse!',
    'Bébé2020',
    'bebe2020',
    '123456789!',
    '1q2w3e4r',
    'aaaaaaaa',
    '00000000',
    'Marseille13',
  ])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    // The seeded demo accounts' password (README): a listed word with digits and a symbol passes (see the file's comment).
    'Motdepasse1!',
    'Nouveau-mot-2-passe',
    'Reinitialise-2024',
    'k7#pQ2wz',
    'cheval-batterie-agrafe',
    'soleil de minuit sur Lyon',
    '2024soleil',
    '',
  ])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
