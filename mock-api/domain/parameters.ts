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
    const rows = await db.select({ type: parameters.type, value: parameters.value }).from(parameters).where(eq(parameters.siteId, siteId));
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

/** 'true'/'1' (any case) is on; anything else, or unset, is off. */
export const isOn = (value: string | null | undefined) => value != null && /^(true|1)$/i.test(value.trim());

/** A positive number, or null when unset, empty or not a number. */
export function asNumber(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
