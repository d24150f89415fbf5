import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isPlatformError } from '@/lib/platform/errors';

export interface ServerErrorOutcome {
  /** The fields that received the platform's message, in form order. */
  fields: string[];
  /** A message that belongs to no field of the form (null when every error found its field). */
  formMessage: string | null;
}

/**
 * Spec §5/§8 "form submission errors come back per field": puts the platform's `data.errors` on the
 * form's own fields (first one focused) and returns what is left for a form-level message.
 * Keys the form does not know (`_`, nested paths of other fields) fall back to the envelope's message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldOrder: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  messages: { unexpected: string; network: string },
): ServerErrorOutcome {
  if (!isPlatformError(error)) return { fields: [], formMessage: messages.unexpected };
  const errors = error.fieldErrors;
  const fields = fieldOrder.filter((field) => typeof errors[field] === 'string');
  fields.forEach((field, index) =>
    setError(field, { type: 'server', message: errors[field] }, { shouldFocus: index === 0 }),
  );
  const unmatched = Object.keys(errors).some((key) => !(fieldOrder as readonly string[]).includes(key));
  if (fields.length > 0 && !unmatched) return { fields, formMessage: null };
  if (error.kind === 'network') return { fields, formMessage: messages.network };
  // A refusal carries the platform's French message; a bare HTTP error has none worth showing.
  return { fields, formMessage: error.kind === 'refused' && error.message ? error.message : messages.unexpected };
}

/**
 * The per-line part of a refusal (spec §5 "the cart is validated on the server before the order"): POST
 * /order/validate and POST /order key their `data.errors` by declination id (`_` for the whole cart). Answers the
 * messages of the ids given (the lines on screen), the rest left to the form (`applyServerErrors`).
 */
export function lineErrorsOf(error: unknown, lineIds: readonly number[]): Record<number, string> {
  if (!isPlatformError(error)) return {};
  const errors = error.fieldErrors;
  const lines: Record<number, string> = {};
  for (const id of lineIds) if (typeof errors[String(id)] === 'string') lines[id] = errors[String(id)]!;
  return lines;
}
