import { cache } from 'react';
import { listParams, platformRequest } from '@/lib/platform/client';
import { elementListSchema, type Element } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** Spec §7 "Loaded at start": the footer's logo and link lists, page 1, 100 per page (spec §9). */
export const getFooterElements = cache((siteId: number): Promise<{ logos: Element[]; links: Element[] }> =>
  cachedPublicRead(siteId, 'elements', ['footer'], () => readFooterElements(siteId)),
);

async function readFooterElements(siteId: number): Promise<{ logos: Element[]; links: Element[] }> {
  const client = publicPlatform(siteId);
  const params = listParams({ page: 1, nbItem: 100 });
  const [logos, links] = await Promise.all(
    ['logo-footer', 'link-footer'].map(
      async (route) =>
        elementListSchema.parse(await platformRequest(client, { url: `/element/${route}`, params })).items,
    ),
  );
  return { logos: logos ?? [], links: links ?? [] };
}
