import { cache } from 'react';
import { z } from 'zod';
import { parameterSchema } from '@/lib/platform/schemas/site';
import { platformRequest } from '@/lib/platform/client';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

export type Parameters = Readonly<Record<string, string | null>>;

/** The site's parameters by type (spec §3), cached per site (tag `site:N:parameters`). */
export const getParameters = cache((siteId: number): Promise<Parameters> =>
  cachedPublicRead(siteId, 'parameters', [], async () => {
    const rows = z.array(parameterSchema).parse(await platformRequest(publicPlatform(siteId), { url: '/parameter' }));
    return Object.fromEntries(rows.map((row) => [row.type, row.value]));
  }),
);

export { isOn } from '@/lib/platform/parameter-values';
