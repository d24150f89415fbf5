import { cache } from 'react';
import { z } from 'zod';
import { parameterSchema } from '@/lib/platform/schemas/site';
import { platformRequest } from '@/lib/platform/client';
import { publicPlatform } from '@/lib/platform/server';

export type Parameters = Readonly<Record<string, string | null>>;

/** The site's parameters by type (spec §3), once per request. */
export const getParameters = cache(async (siteId: number): Promise<Parameters> => {
  const rows = z.array(parameterSchema).parse(await platformRequest(publicPlatform(siteId), { url: '/parameter' }));
  return Object.fromEntries(rows.map((row) => [row.type, row.value]));
});

export { isOn } from '@/lib/platform/parameter-values';
