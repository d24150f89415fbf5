import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { mayHaveSession } from '@/lib/platform/session-hint';

/**
 * The visitor's cart in the browser (spec §4 "Cart", §9): the cart id ("new" when none exists), the item
 * count the badges show, the quantities per declination (for the add-to-cart stock pre-check) and the cart
 * error message (spec §8). Persisted to localStorage per site; restored after hydration (the server and the
 * first client render both see the empty state, so no hydration mismatch). Plain zustand, no React Query or
 * axios: it is in the first-load bundle of every page (the header's badge).
 */
export const NEW_CART = 'new';

export interface CartSnapshot {
  cartId: string;
  /** Units in the cart (the cart's totalProduct). */
  count: number;
  /** Quantity per declination id, as the server last answered. */
  lines: Record<string, number>;
  /** The last cart failure's message (spec §8), null when none. */
  errorMessage: string | null;
}

export interface CartState extends CartSnapshot {
  /** The site whose cart this is; null until restored in the browser. */
  siteId: number | null;
}

export const EMPTY_CART: CartSnapshot = { cartId: NEW_CART, count: 0, lines: {}, errorMessage: null };

export const cartStorageKey = (siteId: number) => `cart:${siteId}`;

/**
 * Where the checkout keeps its choices (features/checkout/store.ts). They belong to the cart they were made for
 * (spec §4 "Clearing the cart empties all of them"), so the cart names their key: clearing the cart on whatever page
 * (a logout, « Vider mon panier », a refused refresh) takes the stored address, phone and message with it, whether
 * the checkout's code was ever loaded or not.
 */
export const checkoutStorageKey = (siteId: number) => `checkout:${siteId}`;

export const cartStore = createStore<CartState>()(() => ({ siteId: null, ...EMPTY_CART }));

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1_000_000;

/** What localStorage holds, checked by hand (no zod in the first-load bundle); anything odd is an empty cart. */
export function parseStoredCart(raw: string | null): CartSnapshot {
  if (!raw) return EMPTY_CART;
  try {
    const value = JSON.parse(raw) as Partial<CartSnapshot> | null;
    if (!value || typeof value !== 'object') return EMPTY_CART;
    const cartId = typeof value.cartId === 'string' && /^[\w-]{1,64}$/.test(value.cartId) ? value.cartId : NEW_CART;
    const lines: Record<string, number> = {};
    if (value.lines && typeof value.lines === 'object') {
      for (const [id, quantity] of Object.entries(value.lines))
        if (/^\d+$/.test(id) && isCount(quantity)) lines[id] = quantity;
    }
    return {
      cartId,
      count: cartId === NEW_CART ? 0 : isCount(value.count) ? value.count : 0,
      lines: cartId === NEW_CART ? {} : lines,
      errorMessage: typeof value.errorMessage === 'string' ? value.errorMessage.slice(0, 500) : null,
    };
  } catch {
    return EMPTY_CART;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the cart lives for the visit only
  }
}

function persist(): void {
  const { siteId, cartId, count, lines, errorMessage } = cartStore.getState();
  if (siteId === null) return;
  try {
    storage()?.setItem(cartStorageKey(siteId), JSON.stringify({ cartId, count, lines, errorMessage }));
  } catch {
    // quota or privacy mode: keep the in-memory cart
  }
}

let listening = false;

/** Loads the site's stored cart (once per site); follows other tabs' changes of the same cart. */
export function restoreCart(siteId: number): void {
  if (cartStore.getState().siteId === siteId) return;
  cartStore.setState({ siteId, ...parseStoredCart(storage()?.getItem(cartStorageKey(siteId)) ?? null) });
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('storage', (event) => {
      const current = cartStore.getState().siteId;
      if (current !== null && event.key === cartStorageKey(current))
        cartStore.setState(parseStoredCart(event.newValue));
    });
  }
}

/** Updates the cart and stores it. */
export function updateCart(patch: Partial<CartSnapshot>): void {
  cartStore.setState(patch);
  persist();
}

/** What a server cart answer means for the store. */
export interface CartAnswer {
  id: string;
  totalProduct: number;
  products: readonly { quantity: number; declination: { id: number } }[];
}

export function cartSnapshotOf(cart: CartAnswer): Omit<CartSnapshot, 'errorMessage'> {
  const lines: Record<string, number> = {};
  for (const line of cart.products)
    lines[String(line.declination.id)] = (lines[String(line.declination.id)] ?? 0) + line.quantity;
  return { cartId: cart.id, count: cart.totalProduct, lines };
}

/** Takes a server cart as the truth (id, count, lines); clears the error message. */
export function syncCart(cart: CartAnswer): void {
  updateCart({ ...cartSnapshotOf(cart), errorMessage: null });
}

/**
 * Spec §4/§8: clears the local cart (logout, « Vider mon panier », a failed refresh) and the checkout choices stored
 * with it; `errorMessage` says why, if anything.
 */
export function clearCart(errorMessage: string | null = null): void {
  updateCart({ ...EMPTY_CART, errorMessage });
  const { siteId } = cartStore.getState();
  if (siteId === null) return;
  try {
    storage()?.removeItem(checkoutStorageKey(siteId));
  } catch {
    // storage disabled: nothing was stored
  }
}

/** Spec §8: a cart failure's message is stored as the cart error message. */
export const setCartError = (errorMessage: string | null) => updateCart({ errorMessage });

/** The cart state for components (server snapshot: the empty cart). */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

/**
 * A cart the platform cannot hold: none in this browser ("new") and no session whose member could have one. Nothing
 * to ask for (a visitor who was never logged in would only get the platform's 404).
 */
export function noCartAnywhere(cartId: string): boolean {
  return cartId === NEW_CART && !mayHaveSession();
}
