import { cache } from 'react';
import { cachedPublicRead } from '@/lib/cache-tags';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { listFilterQuery } from '@/lib/platform/list-filter';
import { newsItemSchema, newsListSchema, type NewsItem, type NewsList } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';

/** Issue 15: 10 news per page (spec §7 list default). */
export const NEWS_PAGE_SIZE = 10;

/** GET /news (spec §7): one page of the published news, newest first; cached per site and page (tag `site:N:news`). */
export const getNewsPage = cache((siteId: number, page: number): Promise<NewsList> =>
  cachedPublicRead(siteId, 'news', ['list', page], async () =>
    newsListSchema.parse(
      await platformRequest(publicPlatform(siteId), {
        url: '/news',
        params: listFilterQuery({ page, nbItem: NEWS_PAGE_SIZE }),
      }),
    ),
  ),
);

/** GET /news/{id}: one published news item, or null when the site has none with that id. */
export const getNewsItem = cache((siteId: number, id: number): Promise<NewsItem | null> =>
  cachedPublicRead(siteId, 'news', ['item', id], async () => {
    try {
      return newsItemSchema.parse(await platformRequest(publicPlatform(siteId), { url: `/news/${id}` }));
    } catch (error) {
      if (isPlatformError(error) && error.status === 404) return null;
      throw error;
    }
  }),
);

/** Every published news item (the sitemap), 100 per call, at most 50 calls. */
export const getAllNews = cache((siteId: number): Promise<NewsItem[]> =>
  cachedPublicRead(siteId, 'news', ['all'], async () => {
    const all: NewsItem[] = [];
    for (let page = 1; page <= 50; page++) {
      const list = newsListSchema.parse(
        await platformRequest(publicPlatform(siteId), { url: '/news', params: listFilterQuery({ page, nbItem: 100 }) }),
      );
      all.push(...list.news);
      if (list.news.length < 100 || all.length >= list.total) break;
    }
    return all;
  }),
);
