import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdateError,
  calendarDate,
  checkProfile,
  checkRegistration,
  isCalendarDate,
  isFrenchMobilePhone,
  isMinor,
  isValidName,
  needsBirthdate,
  passwordError,
  phoneError,
  type RegistrationSettings,
} from './registration';

const off: RegistrationSettings = { blockMinors: false, askBirthdate: false, onlyMobilePhone: false };
const strict: RegistrationSettings = { blockMinors: true, askBirthdate: true, onlyMobilePhone: true };

describe('French mobile numbers (ALLOW_ONLY_MOBILE_PHONE)', () => {
  it.each([
    ['0612345678', true],
    ['07 12 34 56 78', true],
    ['06.12.34.56.78', true],
    ['06-12-34-56-78', true],
    ['+33 6 12 34 56 78', true],
    ['+33712345678', true],
    ['0033 6 12 34 56 78', true],
    ['  06 12 34 56 78  ', true],
    ['01 23 45 67 89', false],
    ['05 12 34 56 78', false],
    ['08 12 34 56 78', false],
    ['+33 1 23 45 67 89', false],
    ['+44 7 12 34 56 78', false],
    ['061234567', false],
    ['06123456789', false],
    ['+33 06 12 34 56 78', false],
    ['06 12 34 56 7a', false],
    ['', false],
  ])('%j is mobile: %s', (phone, expected) => {
    expect(isFrenchMobilePhone(phone)).toBe(expected);
  });

  it.each([
    ['01 23 45 67 89', off, null],
    ['01 23 45 67 89', strict, 'phoneNotMobile'],
    ['06 12 34 56 78', strict, null],
    ['+41 22 123 45 67', off, null],
    ['12', off, 'phoneInvalid'],
    ['<script>', off, 'phoneInvalid'],
    ['06 12 34 56 78 ; drop table', strict, 'phoneInvalid'],
  ] as const)('phoneError(%j) is %s', (phone, settings, expected) => {
    expect(phoneError(phone, settings)).toBe(expected);
  });
});

describe('ages and minors (BLOCK_MINORS_FROM_REGISTERING)', () => {
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-06-15', '2018-06-16', 18],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
    ['1990-12-31', '2024-01-01', 33],
  ])('born %s, on %s: %i years', (birthdate, today, age) => {
    expect(ageOn(birthdate, today)).toBe(age);
  });

  it('is a minor the day before the 18th birthday, not on it', () => {
    expect(isMinor('2007-05-10', '2025-05-09')).toBe(true);
    expect(isMinor('2007-05-10', '2025-05-10')).toBe(false);
  });

  it('counts days on the French calendar', () => {
    // 23:30 UTC on 9 May is already 10 May in Paris (summer time, UTC+2).
    expect(calendarDate(new Date('2025-05-09T23:30:00Z'))).toBe('2025-05-10');
    expect(calendarDate(new Date('2025-01-15T12:00:00Z'))).toBe('2025-01-15');
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-02-30', false],
    ['2023-13-01', false],
    ['2023-1-01', false],
    ['01/02/2000', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  const today = '2025-05-10';
  it.each([
    [null, off, null],
    [undefined, { ...off, askBirthdate: true }, 'birthdateRequired'],
    ['', { ...off, blockMinors: true }, 'birthdateRequired'],
    ['2007-05-11', { ...off, blockMinors: true }, 'minor'],
    ['2007-05-10', { ...off, blockMinors: true }, null],
    ['2010-01-01', off, null],
    ['2025-05-11', off, 'birthdateInvalid'],
    ['1899-12-31', off, 'birthdateInvalid'],
    ['2001-02-29', off, 'birthdateInvalid'],
  ] as const)('birthdate %j with %o → %s', (birthdate, settings, expected) => {
    expect(birthdateError(birthdate, settings, today)).toBe(expected);
  });

  it('asks the birth date when the site asks it or refuses minors', () => {
    expect(needsBirthdate(off)).toBe(false);
    expect(needsBirthdate({ ...off, askBirthdate: true })).toBe(true);
    expect(needsBirthdate({ ...off, blockMinors: true })).toBe(true);
  });
});

describe('names and passwords', () => {
  it.each([
    ['Camille', true],
    ['Jean-Édouard', true],
    ["N'Diaye", true],
    ['O’Connor', true],
    ['Ma Sœur Zoë', true],
    ['J.', true],
    ['<script>alert(1)</script>', false],
    ['Robert"); DROP TABLE app_user;--', false],
    ['R2D2', false],
    ['-Jean', false],
    [' ', false],
    ['', false],
  ])('%j is a valid name: %s', (name, expected) => {
    expect(isValidName(name)).toBe(expected);
  });

  it.each([
    ['Motdepasse1!', null],
    ['1234567', 'passwordTooShort'],
    ['k7#pQ2wz', null],
    ['ab'.repeat(36), null],
    ['ab'.repeat(36) + 'c', 'passwordTooLong'],
    ['éà'.repeat(18), null],
    ['éà'.repeat(18) + 'é', 'passwordTooLong'],
    // Issue 12 finding 8: the most common passwords are refused wherever one is chosen.
    ['12345678', 'passwordTooCommon'],
    ['azerty123', 'passwordTooCommon'],
    ['Motdepasse', 'passwordTooCommon'],
    ['a'.repeat(72), 'passwordTooCommon'],
  ])('passwordError(%j) is %s', (password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });
});

describe('checkRegistration', () => {
  const valid = {
    firstname: 'Camille',
    lastname: 'Durand',
    phone: '06 12 34 56 78',
    password: 'Motdepasse1!',
    birthdate: '1990-04-02',
    termsAccepted: true,
  };

  it('accepts a complete registration under the strictest settings', () => {
    expect(checkRegistration(valid, strict, '2025-05-10')).toEqual({});
  });

  it.each([
    [{ termsAccepted: false }, off, { termsAccepted: 'termsRequired' }],
    [{ birthdate: null }, strict, { birthdate: 'birthdateRequired' }],
    [{ birthdate: null }, off, {}],
    [{ birthdate: '2010-01-01' }, strict, { birthdate: 'minor' }],
    [{ birthdate: '2010-01-01' }, off, {}],
    [{ phone: '01 23 45 67 89' }, strict, { phone: 'phoneNotMobile' }],
    [{ phone: '01 23 45 67 89' }, off, {}],
    [{ firstname: '<b>x</b>', lastname: '' }, off, { firstname: 'nameInvalid', lastname: 'nameInvalid' }],
    [{ password: 'court' }, off, { password: 'passwordTooShort' }],
    [{ password: 'soleil2024' }, off, { password: 'passwordTooCommon' }],
  ] as const)('%o with %o → %o', (change, settings, expected) => {
    expect(checkRegistration({ ...valid, ...change }, settings, '2025-05-10')).toEqual(expected);
  });

  it('checks only the fields a profile edit sends', () => {
    expect(checkProfile({}, strict, '2025-05-10')).toEqual({});
    expect(checkProfile({ phone: '01 23 45 67 89' }, strict, '2025-05-10')).toEqual({ phone: 'phoneNotMobile' });
    expect(checkProfile({ birthdate: null }, strict, '2025-05-10')).toEqual({ birthdate: 'birthdateRequired' });
    expect(checkProfile({ firstname: 'Zoé', birthdate: '2012-01-01' }, strict, '2025-05-10')).toEqual({
      birthdate: 'minor',
    });
  });
});
