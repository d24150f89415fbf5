import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { checkedInDevelopment } from '@/lib/platform/contract-check';
import { toCardProduct } from '../paths';
import { queryKeyOf, toApiQuery, type ProductFilters } from '../filters';

/**
 * The platform client (axios, ~21 kB gzip) loads with the first change of filters, not with the list: the
 * first page is server-rendered, and many visitors never filter.
 */
const platform = () => Promise.all([import('@/lib/platform/browser'), import('@/lib/platform/client')]);

/** Starts loading it as the visitor reaches for the controls (a pointer over the list, a focus in it). */
export const warmProductList = () => void platform().catch(() => undefined);

/** The product list in the browser (filters changed after the first paint): GET /product through /api/platform. */
export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', 'list', queryKeyOf(filters)],
    queryFn: async ({ signal }) => {
      const [{ browserPlatform }, { listParams, platformRequest }] = await platform();
      const raw = await platformRequest(browserPlatform(), { url: '/product', params: listParams(toApiQuery(filters)), signal });
      const page = await checkedInDevelopment(raw, () => import('@/lib/platform/schemas/catalogue'), (contract) => contract.productListSchema);
      // The cards' fields only, like the server-rendered first page.
      return { products: page.products.map(toCardProduct), total: page.total };
    },
    placeholderData: keepPreviousData,
  });
