import { isCommonPassword } from './common-passwords';

/**
 * Registration and profile rules (spec §3 registration parameters, §5 terms), shared by the
 * platform API and the storefront's forms. They answer error codes, never messages: each side
 * words them from its own messages file.
 */

/** Age of majority in France. */
export const MAJORITY_AGE = 18;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt ignores everything past 72 bytes: a longer password would be silently truncated. */
export const PASSWORD_MAX_BYTES = 72;
/** Birth dates before this are typing mistakes. */
const EARLIEST_BIRTHDATE = '1900-01-01';

/** The site parameters that change the rules (BLOCK_MINORS_FROM_REGISTERING, ASK_BIRTHDATE_AT_REGISTER, ALLOW_ONLY_MOBILE_PHONE). */
export interface RegistrationSettings {
  blockMinors: boolean;
  askBirthdate: boolean;
  onlyMobilePhone: boolean;
}

export type RegistrationErrorCode =
  | 'nameInvalid'
  | 'phoneInvalid'
  | 'phoneNotMobile'
  | 'birthdateRequired'
  | 'birthdateInvalid'
  | 'minor'
  | 'termsRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordTooCommon';

export interface RegistrationInput {
  firstname: string;
  lastname: string;
  phone: string;
  password: string;
  birthdate?: string | null;
  termsAccepted: boolean;
}

export type FieldErrors<K extends string = string> = Partial<Record<K, RegistrationErrorCode>>;

// Letters of any alphabet with their accents, and the separators real names use.
const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M} '’.-]*[\p{L}\p{M}.])?$/u;
const PHONE_SEPARATORS = /[\s.-]/g;

/** A first or last name: letters, spaces, apostrophes, hyphens and dots only (no markup, no digits). */
export const isValidName = (name: string) => NAME_PATTERN.test(name.trim());

/** A French mobile number: 06/07 or +33 6/7 (0033 too), spaces, dots and hyphens allowed. */
export function isFrenchMobilePhone(phone: string): boolean {
  return /^(?:0|\+33|0033)[67]\d{8}$/.test(phone.trim().replace(PHONE_SEPARATORS, ''));
}

/** Any plausible phone number: an optional +, then 6 to 15 digits (E.164), spaces, dots and hyphens allowed. */
export function isPlausiblePhone(phone: string): boolean {
  return /^\+?\d{6,15}$/.test(phone.trim().replace(PHONE_SEPARATORS, ''));
}

export function phoneError(
  phone: string,
  settings: Pick<RegistrationSettings, 'onlyMobilePhone'>,
): RegistrationErrorCode | null {
  if (!isPlausiblePhone(phone)) return 'phoneInvalid';
  if (settings.onlyMobilePhone && !isFrenchMobilePhone(phone)) return 'phoneNotMobile';
  return null;
}

/** The calendar date (yyyy-mm-dd) of an instant in a time zone; ages are counted on the French calendar. */
export function calendarDate(instant: Date, timeZone = 'Europe/Paris'): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** A real date of the calendar written yyyy-mm-dd (rejects 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a birth date and a day (both yyyy-mm-dd); the birthday itself counts. */
export function ageOn(birthdate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

export const isMinor = (birthdate: string, today: string) => ageOn(birthdate, today) < MAJORITY_AGE;

/** Whether the registration form must ask the birth date: asked by the site, or needed to refuse minors. */
export const needsBirthdate = (settings: RegistrationSettings) => settings.askBirthdate || settings.blockMinors;

/** Birth date checks; `today` is yyyy-mm-dd. An absent birth date is an error only when the site asks for it. */
export function birthdateError(
  birthdate: string | null | undefined,
  settings: RegistrationSettings,
  today: string,
): RegistrationErrorCode | null {
  if (birthdate == null || birthdate === '') return needsBirthdate(settings) ? 'birthdateRequired' : null;
  if (!isCalendarDate(birthdate) || birthdate > today || birthdate < EARLIEST_BIRTHDATE) return 'birthdateInvalid';
  if (settings.blockMinors && isMinor(birthdate, today)) return 'minor';
  return null;
}

/**
 * The rule of every chosen password (registration, password change, reset): 8 characters, 72 bytes at most,
 * and not one of the most common passwords (lib/rules/common-passwords.ts). Logging in checks none of this:
 * passwords chosen before a rule existed must still work.
 */
export function passwordError(password: string): RegistrationErrorCode | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return 'passwordTooLong';
  if (isCommonPassword(password)) return 'passwordTooCommon';
  return null;
}

/** Every rule of a registration, per field (empty when it may be accepted). */
export function checkRegistration(
  input: RegistrationInput,
  settings: RegistrationSettings,
  today: string,
): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  if (!isValidName(input.firstname)) errors.firstname = 'nameInvalid';
  if (!isValidName(input.lastname)) errors.lastname = 'nameInvalid';
  const phone = phoneError(input.phone, settings);
  if (phone) errors.phone = phone;
  const birthdate = birthdateError(input.birthdate, settings, today);
  if (birthdate) errors.birthdate = birthdate;
  const password = passwordError(input.password);
  if (password) errors.password = password;
  // Spec §5: the box "I have read and understood the terms" must be ticked.
  if (input.termsAccepted !== true) errors.termsAccepted = 'termsRequired';
  return errors;
}

export type ProfileInput = Partial<Pick<RegistrationInput, 'firstname' | 'lastname' | 'phone' | 'birthdate'>>;

/** The same rules on the fields a profile edit changes (absent fields are left as they are). */
export function checkProfile(
  input: ProfileInput,
  settings: RegistrationSettings,
  today: string,
): FieldErrors<keyof ProfileInput> {
  const errors: FieldErrors<keyof ProfileInput> = {};
  if (input.firstname !== undefined && !isValidName(input.firstname)) errors.firstname = 'nameInvalid';
  if (input.lastname !== undefined && !isValidName(input.lastname)) errors.lastname = 'nameInvalid';
  if (input.phone !== undefined) {
    const phone = phoneError(input.phone, settings);
    if (phone) errors.phone = phone;
  }
  if (input.birthdate !== undefined) {
    const birthdate = birthdateError(input.birthdate, settings, today);
    if (birthdate) errors.birthdate = birthdate;
  }
  return errors;
}
