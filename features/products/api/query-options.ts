import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { browserPlatform } from '@/lib/platform/browser';
import { listParams, platformRequest } from '@/lib/platform/client';
import { productListSchema } from '@/lib/platform/schemas/catalogue';
import { queryKeyOf, toApiQuery, type ProductFilters } from '../filters';

/** The product list in the browser (filters changed after the first paint): GET /product through /api/platform. */
export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', 'list', queryKeyOf(filters)],
    queryFn: async ({ signal }) =>
      productListSchema.parse(await platformRequest(browserPlatform(), { url: '/product', params: listParams(toApiQuery(filters)), signal })),
    placeholderData: keepPreviousData,
  });
