import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { checkedInDevelopment } from '@/lib/platform/contract-check';
import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';
import { listParams } from '@/lib/platform/list-params';
import { toCardProduct } from '../paths';
import { queryKeyOf, toApiQuery, type ProductFilters } from '../filters';

/**
 * The product list in the browser (filters changed after the first paint): GET /product through /api/platform.
 * The platform client loads with the first change of filters: the first page is server-rendered, and many
 * visitors never filter.
 */
export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', 'list', queryKeyOf(filters)],
    queryFn: async ({ signal }) => {
      const raw = await lazyBrowserRequest({ url: '/product', params: listParams(toApiQuery(filters)), signal });
      const page = await checkedInDevelopment(
        raw,
        () => import('@/lib/platform/schemas/catalogue'),
        (contract) => contract.productListSchema,
      );
      // The cards' fields only, like the server-rendered first page.
      return { products: page.products.map(toCardProduct), total: page.total };
    },
    placeholderData: keepPreviousData,
  });
