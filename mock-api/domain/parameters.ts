import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { parameters } from '../db/schema';
import { siteCache } from './site-cache';

/**
 * Every rule that depends on the owner's settings (registration, shipping, calendar…) reads them
 * here. The values of a site are read once and cached (parameters change only through the seed
 * today); anything that writes parameters must call `invalidateParameterValues`.
 */
const valuesCache = siteCache<Map<string, string | null>>(30_000);

async function valuesOf(db: DbOrTx, siteId: number): Promise<Map<string, string | null>> {
  return valuesCache.get(db, siteId, async () => {
    const rows = await db
      .select({ type: parameters.type, value: parameters.value })
      .from(parameters)
      .where(eq(parameters.siteId, siteId));
    return new Map(rows.map((row) => [row.type, row.value]));
  });
}

export const invalidateParameterValues = (db: DbOrTx, siteId: number) => valuesCache.invalidate(db, siteId);

/** The raw values of some parameters of a site (null when unset or missing). */
export async function readParameters<T extends string>(
  db: DbOrTx,
  siteId: number,
  types: readonly T[],
): Promise<Record<T, string | null>> {
  const values = await valuesOf(db, siteId);
  return Object.fromEntries(types.map((type) => [type, values.get(type) ?? null])) as Record<T, string | null>;
}

export { asNumber, asPositiveNumber, isOn } from '../../lib/platform/parameter-values';
