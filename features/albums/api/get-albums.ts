import { cache } from 'react';
import { isPlatformError, listParams, platformRequest } from '@/lib/platform/client';
import { albumListSchema, albumSchema, type Album } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** Spec §7/§9: GET /album?page=1&nbItem=100, the site's albums with their images. */
export const getAlbums = cache((siteId: number): Promise<Album[]> =>
  cachedPublicRead(siteId, 'content', ['albums'], async () => {
    const params = listParams({ page: 1, nbItem: 100 });
    return albumListSchema.parse(await platformRequest(publicPlatform(siteId), { url: '/album', params })).albums;
  }),
);

/** Spec §7: GET /album/{id}, one album with its images, or null when the site has none with that id. */
export const getAlbum = cache((siteId: number, id: number): Promise<Album | null> =>
  cachedPublicRead(siteId, 'content', ['album', id], async () => {
    try {
      return albumSchema.parse(await platformRequest(publicPlatform(siteId), { url: `/album/${id}` }));
    } catch (error) {
      if (isPlatformError(error) && error.status === 404) return null;
      throw error;
    }
  }),
);
