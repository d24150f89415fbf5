import type { AxiosRequestConfig } from 'axios';
import { browserPlatform } from '@/lib/platform/browser';
import { isPlatformError, platformRequest } from '@/lib/platform/client';
import { checkedInDevelopment } from '@/lib/platform/contract-check';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { NEW_CART, noCartAnywhere } from '../store';

// The cart calls of spec §7 from the browser, through the storefront's proxy (never cached: every call
// reaches the platform). Answers are checked against the contract's schemas outside production.

const shopContract = () => import('@/lib/platform/schemas/shop');

/** One cart call whose answer is the cart. */
async function cartCall(config: AxiosRequestConfig): Promise<ApiCart> {
  return checkedInDevelopment(
    await platformRequest(browserPlatform(), config),
    shopContract,
    (contract) => contract.cartSchema,
  );
}

const enc = encodeURIComponent;

/**
 * POST /cart/{cartId}: the cart with fresh prices and stock. With "new" the platform answers a member's main
 * cart; for a visitor with no cart there is nothing to show: null, not a failure. A visitor who was never logged
 * in is not asked about at all (the platform's 404 would be a console error on every empty /panier and
 * /commande); a member without a main cart, or with a stale session, still gets the 404, read as null.
 */
export async function fetchCart(cartId: string): Promise<ApiCart | null> {
  if (noCartAnywhere(cartId)) return null;
  try {
    return await cartCall({ method: 'POST', url: `/cart/${enc(cartId)}`, data: { type: 'MAIN_CART' } });
  } catch (error) {
    if (cartId === NEW_CART && isPlatformError(error) && error.status === 404) return null;
    throw error;
  }
}

/** POST /cart/{cartId}/product/{declinationId}: "new" creates the cart; answers its id and the cart. */
export async function addProduct(cartId: string, declinationId: number, quantity: number) {
  const raw = await platformRequest(browserPlatform(), {
    method: 'POST',
    url: `/cart/${enc(cartId)}/product/${declinationId}`,
    data: { type: 'MAIN_CART', quantity },
  });
  return checkedInDevelopment(raw, shopContract, (contract) => contract.addToCartResponseSchema);
}

/** PUT /cart/{cartId}/product/{lineId}/quantity. */
export async function setLineQuantity(cartId: string, lineId: number, quantity: number): Promise<ApiCart> {
  return cartCall({ method: 'PUT', url: `/cart/${enc(cartId)}/product/${lineId}/quantity`, data: { quantity } });
}

/** DELETE /cart/{cartId}/product/{lineId}. */
export async function removeLine(cartId: string, lineId: number): Promise<ApiCart> {
  return cartCall({ method: 'DELETE', url: `/cart/${enc(cartId)}/product/${lineId}` });
}

/** DELETE /cart/{cartId}: the cart and its lines are gone; the storefront goes back to "new" (spec §4, §7). */
export async function deleteCart(cartId: string): Promise<void> {
  await platformRequest(browserPlatform(), { method: 'DELETE', url: `/cart/${enc(cartId)}` });
}

/** POST /cart/{cartId} with a discount code; null removes the cart's code. */
export async function setDiscountCode(cartId: string, discountCode: string | null): Promise<ApiCart> {
  return cartCall({ method: 'POST', url: `/cart/${enc(cartId)}`, data: { type: 'MAIN_CART', discountCode } });
}

/** GET /cart/{cartId}/default (spec §4 after login): the stored cart becomes the member's default, or their main cart. */
export async function makeDefaultCart(cartId: string): Promise<ApiCart> {
  return cartCall({ url: `/cart/${enc(cartId)}/default` });
}
