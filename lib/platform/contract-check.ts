import type { z } from 'zod';

/**
 * A browser read checked against the contract (design.md §1: the storefront parses platform answers with the
 * contract's schemas in development and tests). Outside production the answer is parsed, so a drift between the
 * platform and the contract fails loudly in tests; in production the data is used as typed and the schema module
 * is never fetched. The caller hands the module over as a dynamic `import()`: the schemas, and zod with them
 * (~50 kB gzip), stay in a lazy chunk instead of the page's first load. Server reads always parse (lib/platform/server.ts
 * callers), and the platform API validates with the same schemas.
 *
 *   checkedInDevelopment(raw, () => import('@/lib/platform/schemas/shop'), (contract) => contract.cartSchema)
 */
export async function checkedInDevelopment<Module, T>(
  raw: unknown,
  load: () => Promise<Module>,
  pick: (contract: Module) => z.ZodType<T>,
): Promise<T> {
  if (process.env.NODE_ENV === 'production') return raw as T;
  return pick(await load()).parse(raw);
}
