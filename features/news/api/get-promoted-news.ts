import { cache } from 'react';
import { cachedPublicRead } from '@/lib/cache-tags';
import { platformRequest } from '@/lib/platform/client';
import { newsListSchema, type NewsItem } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';

/** GET /news?promoted=true (spec §7 "Loaded at start"): the site's promoted news, or null; cached per site (tag `site:N:news`). */
export const getPromotedNews = cache((siteId: number): Promise<NewsItem | null> =>
  cachedPublicRead(siteId, 'news', ['promoted'], async () => {
    const list = newsListSchema.parse(
      await platformRequest(publicPlatform(siteId), { url: '/news', params: { promoted: 'true' } }),
    );
    return list.news[0] ?? null;
  }),
);
