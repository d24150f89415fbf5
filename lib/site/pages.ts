import { cache } from 'react';
import { z } from 'zod';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { pageDetailSchema, pageNodeSchema, type PageDetail, type PageNode } from '@/lib/platform/schemas/site';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';
import { withActiveScreens } from './active-screens';
import { getParameters } from './parameters';

/**
 * The valid page tree of a site (menu order), cached per site (tag `site:N:pages`), without the screens the
 * parameters switch off (./active-screens.ts: the blog without IS_BLOG_ACTIVATED leaves the menu and the sitemap).
 */
export const getPageTree = cache(async (siteId: number): Promise<PageNode[]> => {
  const [nodes, parameters] = await Promise.all([
    cachedPublicRead(siteId, 'pages', ['tree'], async () =>
      z.array(pageNodeSchema).parse(await platformRequest(publicPlatform(siteId), { url: '/page' })),
    ),
    getParameters(siteId),
  ]);
  return withActiveScreens(nodes, parameters);
});

/** One page by its slug path ("femme/balayage"); null when the platform has no such page. */
export const getPage = cache((siteId: number, slugPath: string): Promise<PageDetail | null> =>
  cachedPublicRead(siteId, 'pages', ['page', slugPath], async () => {
    try {
      const data = await platformRequest(publicPlatform(siteId), {
        url: `/page/${slugPath.split('/').map(encodeURIComponent).join('/')}`,
      });
      return pageDetailSchema.parse(data);
    } catch (error) {
      if (isPlatformError(error) && error.status === 404) return null;
      throw error;
    }
  }),
);
