import { z } from 'zod';

/** A positive database id, from a path segment or a body. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });

/** Short free text: bounded so no body can grow a row without limit. */
export const shortText = (max = 255) => z.string().trim().max(max);

/** Optional filter value of a list query; spec §7: empty strings are skipped. */
const filterValue = z.string().max(255);

/**
 * List conventions of spec §7: nbItem (default 10), page (default 1), optional orderBy,
 * and per-field filters with the prefixes lk:, df:, lt:, lte:, gt:, gte: or plain equality.
 * Extra keys are kept as filters; the route decides which fields it knows.
 */
export const listQuery = (defaults: { nbItem?: number; maxNbItem?: number } = {}) =>
  z
    .looseObject({
      nbItem: z.coerce
        .number()
        .int()
        .min(1)
        .max(defaults.maxNbItem ?? 100)
        .default(defaults.nbItem ?? 10),
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      orderBy: z
        .string()
        .regex(/^-?[A-Za-z][\w.]{0,63}(:(asc|desc|ASC|DESC))?$/)
        .optional(),
    })
    .catchall(filterValue);
export type ListQuery = z.infer<ReturnType<typeof listQuery>>;

/** A page of a list. Routes name the array as the spec does (items, products, services…) and add `total`. */
export const listOf = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), total: z.number().int() } as { [P in K]: z.ZodArray<T> } & { total: z.ZodNumber });
