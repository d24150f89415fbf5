import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parameters } from '../../db/schema';
import { invalidateParameterValues } from '../parameters';
import { siteCache } from '../site-cache';

/**
 * GET /parameter is the hottest call (every page load, benchmarked at ≥ 2,000 req/s): its
 * whole response body is cached per site as JSON text. Anything that writes parameters must
 * call `invalidateParameters`.
 */
const bodyCache = siteCache<Uint8Array<ArrayBuffer>>(30_000);
const encoder = new TextEncoder();

/** The encoded envelope (UTF-8 bytes, about 35 kB with the legal texts): encoded once, not per request. */
export async function publicParametersBody(db: DbOrTx, siteId: number): Promise<Uint8Array<ArrayBuffer>> {
  return bodyCache.get(db, siteId, async () => {
    const rows = await db
      .select({
        id: parameters.paramId,
        type: parameters.type,
        kind: parameters.kind,
        label: parameters.label,
        value: parameters.value,
      })
      .from(parameters)
      .where(and(eq(parameters.siteId, siteId), eq(parameters.isPublic, true)))
      .orderBy(asc(parameters.paramId));
    return encoder.encode(JSON.stringify({ success: true, data: rows, message: '' })) as Uint8Array<ArrayBuffer>;
  });
}

export const invalidateParameters = (db: DbOrTx, siteId: number) => {
  bodyCache.invalidate(db, siteId);
  invalidateParameterValues(db, siteId);
};
