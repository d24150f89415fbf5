import { cache } from 'react';
import { isPlatformError, listParams, platformRequest } from '@/lib/platform/client';
import { serviceListSchema, serviceSchema, type Service } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** Spec §7/§9: the services of a site, page 1, 100 items, optionally by tags. */
export const getServices = cache((siteId: number, tags: readonly string[] = []): Promise<Service[]> =>
  cachedPublicRead(siteId, 'services', [tags.join(',')], async () => {
    const params = listParams({ page: 1, nbItem: 100, tag: tags.join(',') });
    return serviceListSchema.parse(await platformRequest(publicPlatform(siteId), { url: '/service', params })).services;
  }),
);

/**
 * One service (spec §7 GET /service/{id}); null when the platform has none with that id.
 * Spec §4 "current service: reused without a call if its id matches": the list the price page already
 * read (cached per site) holds it, so it is taken from there; only a service outside that list is fetched.
 */
export const getService = cache(async (siteId: number, id: number): Promise<Service | null> => {
  const known = (await getServices(siteId)).find((service) => service.id === id);
  if (known) return known;
  return cachedPublicRead(siteId, 'services', ['one', String(id)], async () => {
    try {
      return serviceSchema.parse(await platformRequest(publicPlatform(siteId), { url: `/service/${id}` }));
    } catch (error) {
      if (isPlatformError(error) && error.status === 404) return null;
      throw error;
    }
  });
});
