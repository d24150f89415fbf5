import { cache } from 'react';
import { isPlatformError, listParams, platformRequest } from '@/lib/platform/client';
import { elementListSchema, elementSchema, type Element } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';
import { ELEMENT_PAGE_SIZE } from '../list-query';

export interface ElementPage {
  items: Element[];
  total: number;
}

/** Spec §7 GET /element/{route}?page&nbItem (24 per page, spec §9), cached with the `elements` tags. */
export const getElements = cache(
  (siteId: number, route: string, page = 1, nbItem = ELEMENT_PAGE_SIZE): Promise<ElementPage> =>
    cachedPublicRead(siteId, 'elements', ['list', route, page, nbItem], async () =>
      elementListSchema.parse(
        await platformRequest(publicPlatform(siteId), {
          url: `/element/${encodeURIComponent(route)}`,
          params: listParams({ page, nbItem }),
        }),
      ),
    ),
);

/** Spec §7 GET /element/{route}/{id}: one element; null when the route has no such element. */
export const getElement = cache((siteId: number, route: string, id: number): Promise<Element | null> =>
  cachedPublicRead(siteId, 'elements', ['one', route, id], async () => {
    try {
      return elementSchema.parse(
        await platformRequest(publicPlatform(siteId), { url: `/element/${encodeURIComponent(route)}/${id}` }),
      );
    } catch (error) {
      if (isPlatformError(error) && error.status === 404) return null;
      throw error;
    }
  }),
);
