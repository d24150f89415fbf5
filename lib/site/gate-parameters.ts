import { z } from 'zod';
import { platformCall } from '@/lib/platform/core';

/** `GET /parameter`'s rows as the gate reads them; a row of another shape makes the read fail. */
const parameterRows = z.array(z.object({ type: z.string(), value: z.string().nullish().catch(null) }));

/**
 * A site's parameters as type → value, read straight from the API for the request gate (proxy.ts has no Next cache;
 * pages read them through ./parameters.ts). Edge-safe. Its callers keep their own short caches: the routing tree
 * (./routing.ts, 30 s) and the Content-Security-Policy (features/security, 60 s).
 */
export async function readGateParameters(siteId: number, signal?: AbortSignal): Promise<Record<string, string | null>> {
  const rows = await platformCall('/parameter', parameterRows, { siteId, signal });
  return Object.fromEntries(rows.map((row) => [row.type, row.value ?? null]));
}
