import { cache } from 'react';
import { listParams, platformRequest } from '@/lib/platform/client';
import { albumListSchema, type Album } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** Spec §7/§9: GET /album?page=1&nbItem=100, the site's albums with their images. */
export const getAlbums = cache((siteId: number): Promise<Album[]> =>
  cachedPublicRead(siteId, 'content', ['albums'], async () => {
    const params = listParams({ page: 1, nbItem: 100 });
    return albumListSchema.parse(await platformRequest(publicPlatform(siteId), { url: '/album', params })).albums;
  }),
);
