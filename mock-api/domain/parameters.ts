import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { parameters } from '../db/schema';

/** The raw values of some parameters of a site (null when unset or missing). */
export async function readParameters<T extends string>(
  db: DbOrTx,
  siteId: number,
  types: readonly T[],
): Promise<Record<T, string | null>> {
  const rows = await db
    .select({ type: parameters.type, value: parameters.value })
    .from(parameters)
    .where(and(eq(parameters.siteId, siteId), inArray(parameters.type, [...types])));
  const out = Object.fromEntries(types.map((type) => [type, null])) as Record<T, string | null>;
  for (const row of rows) out[row.type as T] = row.value;
  return out;
}

/** 'true'/'1' (any case) is on; anything else, or unset, is off. */
export const isOn = (value: string | null | undefined) => value != null && /^(true|1)$/i.test(value.trim());

/** A positive number, or null when unset, empty or not a number. */
export function asNumber(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
