'use client';

import { useCallback } from 'react';
import { useForm, type FieldPath, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { applyServerErrors } from './server-errors';

export interface PlatformFormOptions<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'defaultValues'
> {
  /** Every field's starting value (a controlled form: nothing starts undefined). */
  defaultValues: TInput;
  /** The form's fields in the order they are shown: the platform's per-field errors land there, the first one focused. */
  fields?: readonly FieldPath<TInput>[];
}

/**
 * What every form of the storefront sets up the same way (react-hook-form): the resolver, validation on submit then on
 * change (react-hook-form's default), focus on the first invalid field, and `serverError(error)` that puts the
 * platform's `data.errors` on the form's `fields` (lib/forms/server-errors.ts) and answers the message left for
 * the whole form (`null` when every error found its field). The resolver decides what the valid values are
 * (`TOutput`, e.g. trimmed strings) as opposed to what is typed (`TInput`). No zod here: see use-zod-form.ts and
 * lazy-zod-resolver.ts.
 */
export function usePlatformForm<TInput extends FieldValues, TOutput extends FieldValues>(
  resolver: Resolver<TInput, unknown, TOutput>,
  { fields = [], ...options }: PlatformFormOptions<TInput, TOutput>,
) {
  const tForms = useTranslations('forms');
  const form = useForm<TInput, unknown, TOutput>({ ...options, resolver } as UseFormProps<TInput, unknown, TOutput>);
  const { setError } = form;
  const serverError = useCallback(
    (error: unknown) =>
      applyServerErrors(error, fields, setError, { unexpected: tForms('unexpected'), network: tForms('network') })
        .formMessage,
    [fields, setError, tForms],
  );
  return { ...form, serverError };
}
