import { isPlatformError } from '@/lib/platform/client';
import type { Translate } from '@/lib/forms/translate';
import { countValues } from '@/lib/format/number';

/**
 * The message of a failed log-in. A wrong password and an unknown e-mail read the same (the platform
 * answers one 401 for both), so no message tells whether an e-mail has an account; after too many
 * failures the platform answers 429 with the seconds to wait.
 * Null when the failure is per field (shape errors, shown on the fields).
 */
export function loginErrorMessage(error: unknown, auth: Translate, forms: Translate): string | null {
  if (!isPlatformError(error)) return forms('unexpected');
  if (error.kind === 'network') return forms('network');
  if (error.status === 429) {
    const seconds = (error.data as { retryAfter?: unknown } | null)?.retryAfter;
    return typeof seconds === 'number' && seconds > 0
      ? auth('tooManyAttempts', countValues(seconds))
      : auth('tooManyAttemptsLater');
  }
  if (error.status === 401) return auth('invalidCredentials');
  if (error.status === 400 && Object.keys(error.fieldErrors).length > 0) return null;
  return forms('unexpected');
}
