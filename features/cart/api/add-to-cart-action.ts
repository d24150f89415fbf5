import { getQueryClient } from '@/lib/query-client';
import { isPlatformError } from '@/lib/platform/errors';
import { cartStore, clearCart, NEW_CART, syncCart, updateCart } from '../store';
import { addProduct, fetchCart } from './cart-calls';
import { storeCartAnswer } from './cart-queries';

// Loaded on the first interaction with the add-to-cart control (axios, zod and React Query stay out of the
// product sheet's first load).

export type AddResult = { ok: true } | { ok: false; message: string | null };

/**
 * Adds `quantity` of a declination to the visitor's cart. The badge was already raised optimistically by the
 * caller (spec issue 4 §3); on a refusal it is rolled back and the server's message is stored as the cart
 * error message (spec §8). A stored cart that no longer exists on the platform is cleared and the product is
 * added to a new cart.
 */
export async function submitAdd(declinationId: number, quantity: number): Promise<AddResult> {
  const { cartId, siteId } = cartStore.getState();
  try {
    const answer = await addProduct(cartId, declinationId, quantity).catch(async (error: unknown) => {
      if (cartId !== NEW_CART && isPlatformError(error) && error.status === 404 && !(await cartExists(cartId))) {
        clearCart();
        updateCart({ count: quantity });
        return addProduct(NEW_CART, declinationId, quantity);
      }
      throw error;
    });
    syncCart(answer.cart);
    if (siteId !== null) storeCartAnswer(getQueryClient(), siteId, cartId, answer.cart);
    return { ok: true };
  } catch (error) {
    const message = isPlatformError(error) && error.kind === 'refused' && error.message ? error.message : null;
    const { count } = cartStore.getState();
    updateCart({ count: Math.max(0, count - quantity), errorMessage: message });
    return { ok: false, message };
  }
}

/** Whether a stored cart id still names a cart (a 404 on adding may also mean the product is gone). */
async function cartExists(cartId: string): Promise<boolean> {
  try {
    await fetchCart(cartId);
    return true;
  } catch (error) {
    return !(isPlatformError(error) && error.status === 404);
  }
}
