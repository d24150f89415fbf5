import { isPlatformError } from '@/lib/platform/errors';
import type { Translate } from '@/lib/forms/translate';
import { countValues } from '@/lib/format/number';

/** What a refused registration means for the screen. */
export type RegistrationRefusal =
  /** The event cannot take anyone any more (full, closed, started): the form gives way to the message. */
  | { kind: 'closed'; message: string }
  /** Fewer seats left than asked: said on the seats field, the form stays. */
  | { kind: 'seats'; message: string; remainingSeats: number }
  /** Anything else: per-field errors (400) or a message for the whole form, the form stays as typed. */
  | { kind: 'form' };

/**
 * A refusal of POST /element/{route}/{id}/register (spec §7) as the screen shows it. The platform answers 409
 * when registration is closed, the event has started or is full (its French message names the event), or when
 * fewer seats are left than asked (`data.remainingSeats`); 429 when one address registers too often.
 * `t` translates the `elements.register` messages.
 */
export function registrationRefusal(
  error: unknown,
  t: Translate,
): RegistrationRefusal | { kind: 'tooMany'; message: string } {
  if (!isPlatformError(error) || error.kind !== 'refused') return { kind: 'form' };
  if (error.status === 429) return { kind: 'tooMany', message: t('tooMany') };
  if (error.status !== 409) return { kind: 'form' };
  const remaining = (error.data as { remainingSeats?: unknown } | null)?.remainingSeats;
  if (typeof remaining === 'number' && remaining > 0)
    return {
      kind: 'seats',
      message: t('notEnoughSeats', countValues(remaining)),
      remainingSeats: remaining,
    };
  if (typeof remaining === 'number') return { kind: 'closed', message: t('fullMessage') };
  return { kind: 'closed', message: error.message || t('closedMessage') };
}
