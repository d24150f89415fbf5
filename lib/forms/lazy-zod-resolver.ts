import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver whose zod schema (zod is ~30 kB gzip) and resolver load when the form first validates, or earlier
 * when `load` is called to warm them (first focus on the form): for a form on a page whose first load must stay
 * small (the contact page). Nothing of zod is imported here at run time. A failed load is tried again on the next
 * validation.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Resolver<TInput, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()]);
      resolver = zodResolver(schema);
    }
    return resolver(values, context, options);
  };
}
