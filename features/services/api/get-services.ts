import { cache } from 'react';
import { listParams, platformRequest } from '@/lib/platform/client';
import { serviceListSchema, type Service } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** Spec §7/§9: the services of a site, page 1, 100 items, optionally by tags. */
export const getServices = cache(
  (siteId: number, tags: readonly string[] = []): Promise<Service[]> =>
    cachedPublicRead(siteId, 'services', [tags.join(',')], async () => {
      const params = listParams({ page: 1, nbItem: 100, tag: tags.join(',') });
      return serviceListSchema.parse(await platformRequest(publicPlatform(siteId), { url: '/service', params })).services;
    }),
);
