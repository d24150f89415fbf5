import { cache } from 'react';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { customFormSchema, type CustomForm } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** Spec §7 GET /forms/{id}: a custom form and its fields (cached, scope `content`); null when the site has none. */
export const getCustomForm = cache((siteId: number, id: number): Promise<CustomForm | null> =>
  cachedPublicRead(siteId, 'content', ['form', id], async () => {
    try {
      return customFormSchema.parse(await platformRequest(publicPlatform(siteId), { url: `/forms/${id}` }));
    } catch (error) {
      if (isPlatformError(error) && error.status === 404) return null;
      throw error;
    }
  }),
);
