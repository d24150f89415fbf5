'use client';

import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { errorAt } from './error-at';
import { PasswordField } from './fields';

/**
 * A new password and its confirmation (lib/forms/rules.ts `newPasswordRule` checks them): both required, both
 * `new-password` so password managers offer to generate and save it, the password rule as the first one's hint.
 * Called in the form's own render, like person-fields.tsx `personFields`, so they register in display order.
 */
export function passwordPairFields<T extends FieldValues>({
  register,
  errors,
  names,
  labels,
  hint,
}: {
  register: UseFormRegister<T>;
  /** The whole form's errors: each field's is found at its name. */
  errors: FieldErrors<T>;
  names: { password: Path<T>; confirm: Path<T> };
  labels: { password: string; confirm: string };
  hint?: ReactNode;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        required
        autoComplete="new-password"
        hint={hint}
        error={errorAt(errors, names.password)}
        {...register(names.password)}
      />
      <PasswordField
        label={labels.confirm}
        required
        autoComplete="new-password"
        error={errorAt(errors, names.confirm)}
        {...register(names.confirm)}
      />
    </>
  );
}
