import { cache } from 'react';
import { siteInfoSchema, type SiteInfo } from '@/lib/platform/schemas/site';
import { platformRequest } from '@/lib/platform/client';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** GET /site/info (spec §3 "Site info": URLs, flags, fonts, logos), cached per site with its parameters. */
export const getSiteInfo = cache(
  (siteId: number): Promise<SiteInfo> =>
    cachedPublicRead(siteId, 'parameters', ['site-info'], async () =>
      siteInfoSchema.parse(await platformRequest(publicPlatform(siteId), { url: '/site/info' })),
    ),
);
