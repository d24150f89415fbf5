import type { FieldErrors, RegistrationErrorCode } from '../../../lib/rules/registration';
import { ApiError } from '../../http/errors';
import { t } from '../../i18n';

export const ruleMessage = (code: RegistrationErrorCode) => t(`accounts.rules.${code}`);

/**
 * Refuses with per-field messages in `data.errors`, like the framework's validation.
 * A single error is also the main message (the clearest toast); several get a general one.
 */
export function assertNoRuleErrors(errors: FieldErrors): void {
  const entries = Object.entries(errors).filter((entry): entry is [string, RegistrationErrorCode] => entry[1] != null);
  if (!entries.length) return;
  const messages = Object.fromEntries(entries.map(([field, code]) => [field, ruleMessage(code)]));
  const [first] = entries;
  const message = entries.length === 1 && first ? ruleMessage(first[1]) : t('accounts.registrationInvalid');
  throw new ApiError(400, message, { errors: messages });
}

/** A unique-constraint violation (23505), from pg or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}
