import { get, type FieldErrors } from 'react-hook-form';

/** A field's error message in a react-hook-form `errors` object, found at the field's name (`shipping.city` too). */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  const error: unknown = get(errors, name);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}
