import { getQueryClient } from '@/lib/query-client';
import { cartStore, clearCart, NEW_CART, syncCart } from '../store';
import { makeDefaultCart } from './cart-calls';
import { CART_QUERY_ROOT, cartQueryKey } from './cart-queries';

// Spec §4: after login, a stored cart id is made the member's default cart, otherwise their main cart is
// fetched (GET /cart/{id}/default, "new" when none: the platform creates it when missing); logout clears the
// cart. Loaded only when the session changes.

export async function afterLogin(): Promise<void> {
  const { cartId, siteId } = cartStore.getState();
  let cart;
  try {
    cart = await makeDefaultCart(cartId);
  } catch {
    // The stored cart is gone (or another member's): the member's own main cart instead.
    if (cartId === NEW_CART) return;
    cart = await makeDefaultCart(NEW_CART);
  }
  syncCart(cart);
  const queryClient = getQueryClient();
  queryClient.removeQueries({ queryKey: CART_QUERY_ROOT });
  if (siteId !== null) queryClient.setQueryData(cartQueryKey(siteId, cart.id), cart);
}

export function afterLogout(): void {
  clearCart();
  getQueryClient().removeQueries({ queryKey: CART_QUERY_ROOT });
}
