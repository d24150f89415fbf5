import { cache } from 'react';
import { z } from 'zod';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { pageDetailSchema, pageNodeSchema, type PageDetail, type PageNode } from '@/lib/platform/schemas/site';
import { publicPlatform } from '@/lib/platform/server';

/** The valid page tree of a site (menu order), once per request. */
export const getPageTree = cache(async (siteId: number): Promise<PageNode[]> =>
  z.array(pageNodeSchema).parse(await platformRequest(publicPlatform(siteId), { url: '/page' })),
);

/** One page by its slug path ("femme/balayage"); null when the platform has no such page. */
export const getPage = cache(async (siteId: number, slugPath: string): Promise<PageDetail | null> => {
  try {
    const data = await platformRequest(publicPlatform(siteId), { url: `/page/${slugPath.split('/').map(encodeURIComponent).join('/')}` });
    return pageDetailSchema.parse(data);
  } catch (error) {
    if (isPlatformError(error) && error.status === 404) return null;
    throw error;
  }
});

