import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { fetchCart } from './cart-calls';

/** Every cart query starts with this key; cart mutations invalidate it. */
export const CART_QUERY_ROOT = ['cart'] as const;

export const cartQueryKey = (siteId: number, cartId: string) => [...CART_QUERY_ROOT, siteId, cartId] as const;

/**
 * The visitor's cart (spec §4), always live: fetched on every screen visit (never cached on the server, no
 * stale time in the browser), not retried on a refusal (a cart that no longer exists stays gone).
 */
export const cartQuery = (siteId: number, cartId: string) =>
  queryOptions({
    queryKey: cartQueryKey(siteId, cartId),
    queryFn: () => fetchCart(cartId),
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: true,
  });

/** A mutation's answer is the cart: put it in the cache under its (maybe new) id and refetch the rest. */
export function storeCartAnswer(queryClient: QueryClient, siteId: number, previousId: string, cart: ApiCart): void {
  queryClient.setQueryData(cartQueryKey(siteId, cart.id), cart);
  if (previousId !== cart.id) queryClient.removeQueries({ queryKey: cartQueryKey(siteId, previousId) });
  void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT, refetchType: 'none' });
}
