import { cache } from 'react';
import { z } from 'zod';
import { cachedPublicRead } from '@/lib/cache-tags';
import { isPlatformError, listParams, platformRequest } from '@/lib/platform/client';
import {
  awardSchema,
  mealIconSchema,
  productListSchema,
  productSchema,
  recommendedSchema,
  type ApiMealIcon,
  type ApiProduct,
} from '@/lib/platform/schemas/catalogue';
import { externalAppConfigSchema } from '@/lib/platform/schemas/site';
import { publicPlatform } from '@/lib/platform/server';
import { defaultFilters, queryKeyOf, toApiQuery, type ProductFilters } from '../filters';

// Public reads of the catalogue on the server, cached per site (tag `site:N:products`) and parsed with the contract.

export type ProductPage = z.infer<typeof productListSchema>;
export type Award = z.infer<typeof awardSchema>;

/** GET /product with the list's filters (spec §3, §9). */
export const getProducts = cache((siteId: number, filters: ProductFilters): Promise<ProductPage> =>
  cachedPublicRead(siteId, 'products', ['list', queryKeyOf(filters)], async () =>
    productListSchema.parse(
      await platformRequest(publicPlatform(siteId), { url: '/product', params: listParams(toApiQuery(filters)) }),
    ),
  ),
);

const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if (isPlatformError(error) && error.status === 404) return null;
    throw error;
  }
};

/** GET /product/{id} with its declinations; null when the site has no such valid product. */
export const getProduct = cache((siteId: number, id: number): Promise<ApiProduct | null> =>
  cachedPublicRead(siteId, 'products', ['one', id], () =>
    orNull(async () => productSchema.parse(await platformRequest(publicPlatform(siteId), { url: `/product/${id}` }))),
  ),
);

/** GET /award?product={id}. */
export const getAwards = cache((siteId: number, id: number): Promise<Award[]> =>
  cachedPublicRead(
    siteId,
    'products',
    ['awards', id],
    async () =>
      (await orNull(async () =>
        z
          .array(awardSchema)
          .parse(await platformRequest(publicPlatform(siteId), { url: '/award', params: { product: id } })),
      )) ?? [],
  ),
);

/** GET /v2/product/recommended/{id} (data.products). */
export const getRecommended = cache((siteId: number, id: number): Promise<ApiProduct[]> =>
  cachedPublicRead(
    siteId,
    'products',
    ['recommended', id],
    async () =>
      (
        await orNull(async () =>
          recommendedSchema.parse(
            await platformRequest(publicPlatform(siteId), { url: `/v2/product/recommended/${id}` }),
          ),
        )
      )?.products ?? [],
  ),
);

/**
 * GET /parameter/product/meal-icon. Spec §4 "Meal icons: fetched only if not yet loaded": one cached read per
 * site, shared by every sheet (React cache() within a render, the data cache across renders).
 */
export const getMealIcons = cache((siteId: number): Promise<ApiMealIcon[]> =>
  cachedPublicRead(siteId, 'products', ['meal-icons'], async () =>
    z
      .array(mealIconSchema)
      .parse(await platformRequest(publicPlatform(siteId), { url: '/parameter/product/meal-icon' })),
  ),
);

/**
 * The technical file generator (spec §7 GET /external-app/PRODUCT_FILE_GENERATOR/config/public): the sheet
 * offers the download only when it is active; its button label when it has one.
 */
export const getTechnicalFileConfig = cache((siteId: number): Promise<{ label: string | null } | null> =>
  cachedPublicRead(siteId, 'products', ['file-generator'], async () => {
    const config = await orNull(async () =>
      externalAppConfigSchema.parse(
        await platformRequest(publicPlatform(siteId), { url: '/external-app/PRODUCT_FILE_GENERATOR/config/public' }),
      ),
    );
    if (!config?.isActive) return null;
    const label = config.config.buttonLabel;
    return { label: typeof label === 'string' && label.trim() ? label.trim().slice(0, 80) : null };
  }),
);

/** At most this many pages of 100 for the sitemap: a site's whole catalogue, bounded. */
const CATALOGUE_MAX_PAGES = 20;

/** Every product of the site (id and slug, for the sitemap), read page by page from the cached list reads. */
export async function getCatalogue(siteId: number): Promise<{ id: number; slug: string }[]> {
  const products: { id: number; slug: string }[] = [];
  for (let page = 1; page <= CATALOGUE_MAX_PAGES; page++) {
    const result = await getProducts(siteId, { ...defaultFilters(), page });
    products.push(...result.products.map(({ id, slug }) => ({ id, slug })));
    if (result.products.length === 0 || products.length >= result.total) break;
  }
  return products;
}
