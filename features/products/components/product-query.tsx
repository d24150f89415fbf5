'use client';

import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '@/components/query-provider';
import { productListQuery } from '../api/query-options';
import { queryKeyOf, type ProductFilters } from '../filters';
import { ProductGrid } from './product-grid';

/** What the list shows for one set of filters. */
export interface ListResult {
  /** The filters' query key: a result is shown for these filters only. */
  key: string;
  state: 'loading' | 'failed' | 'ready';
  total: number;
  /** No product on this page of the list. */
  empty: boolean;
  cards: ReactNode;
  retry?: () => void;
}

type GridProps = Omit<ComponentProps<typeof ProductGrid>, 'products'>;

interface Props {
  filters: ProductFilters;
  /** How the cards are drawn (the page's display and labels). */
  grid: GridProps;
  onResult: (result: ListResult) => void;
}

/**
 * The product list for filters other than the page's own (GET /product through /api/platform, React Query), and
 * its cards. In a chunk of its own, loaded with the first change of filters: the first page's cards are drawn on
 * the server and never hydrate, and many visitors never filter, so the list page loads and runs neither React
 * Query nor the card components. Renders nothing itself: the list shows what it reports.
 */
export function ProductQuery(props: Props) {
  return (
    <QueryProvider>
      <ListReader {...props} />
    </QueryProvider>
  );
}

function ListReader({ filters, grid, onResult }: Props) {
  const query = useQuery(productListQuery(filters));
  const key = queryKeyOf(filters);
  // The previous list stays in the cache as a placeholder: skeletons, not old cards under new filters.
  const loading = query.isPending || query.isPlaceholderData;
  const failed = query.isError && !query.isPlaceholderData;
  const page = loading ? undefined : query.data;
  const { refetch } = query;
  useEffect(() => {
    onResult({
      key,
      state: failed ? 'failed' : loading || !page ? 'loading' : 'ready',
      total: page?.total ?? 0,
      empty: page?.products.length === 0,
      cards: page && page.products.length > 0 ? <ProductGrid {...grid} products={page.products} /> : null,
      retry: () => void refetch(),
    });
  }, [key, page, loading, failed, grid, refetch, onResult]);
  return null;
}
