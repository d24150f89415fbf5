'use client';

import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { usePlatformForm, type PlatformFormOptions } from './use-platform-form';

/**
 * A form checked by a zod schema (the contract's rules, worded in French): typed from the schema, what is typed
 * (`z.input`) apart from what is sent (`z.output`). Build the schema in a `useMemo` (it is usually worded with
 * the page's translators). See usePlatformForm for the rest.
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  options: PlatformFormOptions<TInput, TOutput>,
) {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return usePlatformForm<TInput, TOutput>(resolver, options);
}
