import { cache } from 'react';
import { z } from 'zod';
import { parameterSchema } from '@/lib/platform/schemas/site';
import { platformRequest } from '@/lib/platform/client';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';
import { PARAMETER_REGISTRY } from './parameter-registry';

export type Parameters = Readonly<Record<string, string | null>>;

/** Spec §9 "Default parameter values", from the registry: what a parameter the platform leaves out (or empty) means. */
const SPEC_DEFAULTS: ReadonlyMap<string, string> = new Map(
  PARAMETER_REGISTRY.flatMap((entry) => (entry.specDefault === undefined ? [] : [[entry.key, entry.specDefault]])),
);

/** The site's values, with spec §9's default for every parameter the platform gives no value (e.g. contact page hidden). */
export function withSpecDefaults(values: Parameters): Parameters {
  const filled: Record<string, string | null> = { ...values };
  for (const [key, value] of SPEC_DEFAULTS) if (filled[key] == null || filled[key] === '') filled[key] = value;
  return filled;
}

/** The site's parameters by type (spec §3), cached per site (tag `site:N:parameters`). */
export const getParameters = cache((siteId: number): Promise<Parameters> =>
  cachedPublicRead(siteId, 'parameters', [], async () => {
    const rows = z.array(parameterSchema).parse(await platformRequest(publicPlatform(siteId), { url: '/parameter' }));
    return withSpecDefaults(Object.fromEntries(rows.map((row) => [row.type, row.value])));
  }),
);

export { isOn } from '@/lib/platform/parameter-values';
