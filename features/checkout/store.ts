import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { cartStore, checkoutStorageKey, NEW_CART } from '@/features/cart';
import type { AccessPoint, Carrier, CheckoutAddress, CollectChoice, DeliveryChoice, DiscountSummary } from './model';

/** A discount summary with what it was computed for (code, cart lines, delivery price): it holds for that only. */
export type StoredDiscount = DiscountSummary & { basis: string };

/**
 * The checkout choices in the browser (spec §3 "Checkout state", §4 "Delivery type"), beside the cart's store
 * (features/cart/store.ts): persisted to localStorage per site under the key the cart names (so that clearing the
 * cart removes them on any page), restored on load, cleared with the cart. Choosing click-and-collect resets the
 * carrier, city, shipping prices and access point; a shipping calculation in flight makes a second request a no-op.
 * Also holds the order's idempotency key (issue 14 contracts: created when the checkout starts, kept until the order
 * is confirmed or the cart cleared).
 */
export interface CheckoutSnapshot {
  idempotencyKey: string | null;
  deliveryType: DeliveryChoice | null;
  clickAndCollect: CollectChoice | null;
  accessPointAddress: AccessPoint | null;
  city: { postalCode: string; name: string } | null;
  country: { id: number; alphaThree: string } | null;
  carrier: Carrier | null;
  shippingPrices: Carrier[];
  /** What `shippingPrices` were calculated for (cart lines, postal code, country); null when nothing is. */
  shippingKey: string | null;
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  billingSameAsDelivery: boolean;
  phone: string;
  message: string;
  /** The order's code: null takes the cart's, '' is one the customer removed here. */
  discountCode: string | null;
  /**
   * The cart's code (applied on /panier) that `discountCode` last took: when the cart's code changes (another code,
   * or none), the cart's wins again over one typed here.
   */
  discountFromCart: string | null;
  /** The code's effect, for the code, lines and delivery price in its `basis` only (features/checkout payment step). */
  discount: StoredDiscount | null;
  termsAccepted: boolean;
  /**
   * The order placed by this checkout while its payment is not done (the platform has emptied the cart): after a
   * reload or a refused card, the customer pays this one (same idempotency key), never a second.
   */
  pendingOrder: { id: number; totalCents: number } | null;
}

export interface CheckoutState extends CheckoutSnapshot {
  /** The site whose checkout this is; null until restored in the browser. */
  siteId: number | null;
  /** Spec §4: a shipping calculation is running (not persisted). */
  calculating: boolean;
  /** The last calculation's failure message (not persisted). */
  shippingError: string | null;
  /**
   * The cart and address whose calculation failed (not persisted): not asked again by itself in this visit, so a
   * platform that is down is not hammered; « Recalculer les frais de port », another address or a reload asks again.
   */
  failedShippingKey: string | null;
  /**
   * The order this checkout waited to pay and forgot when the platform said it could no longer be paid (not
   * persisted): the screen tells the customer why the payment form is gone.
   */
  lostOrderId: number | null;
}

export const EMPTY_CHECKOUT: CheckoutSnapshot = {
  idempotencyKey: null,
  deliveryType: null,
  clickAndCollect: null,
  accessPointAddress: null,
  city: null,
  country: null,
  carrier: null,
  shippingPrices: [],
  shippingKey: null,
  shippingAddress: null,
  billingAddress: null,
  billingSameAsDelivery: true,
  phone: '',
  message: '',
  discountCode: null,
  discountFromCart: null,
  discount: null,
  termsAccepted: false,
  pendingOrder: null,
};

/** The fields that live for the visit only (never in localStorage). */
const TRANSIENT = {
  calculating: false,
  shippingError: null,
  failedShippingKey: null,
  lostOrderId: null,
} satisfies Partial<CheckoutState>;

/** The store before any site's checkout is restored (also what the tests start from). */
export const UNRESTORED_CHECKOUT: CheckoutState = { siteId: null, ...TRANSIENT, ...EMPTY_CHECKOUT };

export const checkoutStore = createStore<CheckoutState>()(() => UNRESTORED_CHECKOUT);

const SHIPPING_RESET = {
  carrier: null,
  city: null,
  shippingPrices: [],
  shippingKey: null,
  accessPointAddress: null,
  shippingError: null,
} satisfies Partial<CheckoutState>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const object = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
const str = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

function parseAddress(value: unknown): CheckoutAddress | null {
  if (!object(value)) return null;
  const idCountry = int(value.idCountry);
  if (idCountry === null) return null;
  return {
    firstname: str(value.firstname, 100),
    lastname: str(value.lastname, 100),
    address: str(value.address, 255),
    addressPart2: str(value.addressPart2, 255),
    postalCode: str(value.postalCode, 16),
    city: str(value.city, 128),
    idCountry,
    country: str(value.country, 3),
  };
}

function parseCarrier(value: unknown): Carrier | null {
  if (!object(value)) return null;
  const id = int(value.id);
  const priceCents = int(value.priceCents);
  const fdpCents = int(value.fdpCents);
  if (id === null || priceCents === null || fdpCents === null) return null;
  return {
    id,
    name: str(value.name, 128),
    serviceCode: str(value.serviceCode, 64),
    priceCents,
    fdpCents,
    deliveryType: value.deliveryType === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
    siteType: value.siteType === 'EXPORT' ? 'EXPORT' : 'STANDARD',
  };
}

function parseAccessPoint(value: unknown): AccessPoint | null {
  if (!object(value) || typeof value.id !== 'string') return null;
  return {
    id: str(value.id, 64),
    name: str(value.name, 255),
    addLine1: str(value.addLine1, 255),
    zipCode: str(value.zipCode, 16),
    city: str(value.city, 128),
    country: str(value.country, 3),
    distance: typeof value.distance === 'number' ? value.distance : null,
  };
}

function parseDiscount(value: unknown): StoredDiscount | null {
  if (!object(value) || typeof value.code !== 'string' || typeof value.basis !== 'string') return null;
  const [valueCents, totalCents, subtotalCents, shippingFeesCents] = [
    value.valueCents,
    value.totalCents,
    value.subtotalCents,
    value.shippingFeesCents,
  ].map(int);
  if (valueCents == null || totalCents == null || subtotalCents == null || shippingFeesCents == null) return null;
  return {
    code: str(value.code, 64),
    valueCents,
    totalCents,
    subtotalCents,
    shippingFeesCents,
    basis: str(value.basis, 4000),
  };
}

const CHOICES: readonly DeliveryChoice[] = ['delivery', 'clickAndCollect', 'no_delivery'];

/** What localStorage holds, checked field by field (no zod here); anything odd is left out. */
export function parseStoredCheckout(raw: string | null): CheckoutSnapshot {
  if (!raw) return EMPTY_CHECKOUT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CHECKOUT;
  }
  if (!object(value)) return EMPTY_CHECKOUT;
  const collect = object(value.clickAndCollect) ? value.clickAndCollect : null;
  return {
    idempotencyKey:
      typeof value.idempotencyKey === 'string' && /^[\w-]{8,64}$/.test(value.idempotencyKey)
        ? value.idempotencyKey
        : null,
    deliveryType: CHOICES.find((choice) => choice === value.deliveryType) ?? null,
    clickAndCollect: collect
      ? {
          ...(int(collect.idAddress) !== null ? { idAddress: int(collect.idAddress)! } : {}),
          ...(typeof collect.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(collect.date)
            ? { date: collect.date }
            : {}),
          ...(int(collect.idSchedule) !== null ? { idSchedule: int(collect.idSchedule)! } : {}),
        }
      : null,
    accessPointAddress: parseAccessPoint(value.accessPointAddress),
    city: object(value.city) ? { postalCode: str(value.city.postalCode, 16), name: str(value.city.name, 128) } : null,
    country:
      object(value.country) && int(value.country.id) !== null
        ? { id: int(value.country.id)!, alphaThree: str(value.country.alphaThree, 3) }
        : null,
    carrier: parseCarrier(value.carrier),
    shippingPrices: Array.isArray(value.shippingPrices)
      ? value.shippingPrices.slice(0, 50).flatMap((c) => parseCarrier(c) ?? [])
      : [],
    shippingKey: typeof value.shippingKey === 'string' ? value.shippingKey.slice(0, 2000) : null,
    shippingAddress: parseAddress(value.shippingAddress),
    billingAddress: parseAddress(value.billingAddress),
    billingSameAsDelivery: value.billingSameAsDelivery !== false,
    phone: str(value.phone, 32),
    message: str(value.message, 2000),
    discountCode: typeof value.discountCode === 'string' ? value.discountCode.slice(0, 64) : null,
    discountFromCart: typeof value.discountFromCart === 'string' ? value.discountFromCart.slice(0, 64) : null,
    discount: parseDiscount(value.discount),
    termsAccepted: value.termsAccepted === true,
    pendingOrder:
      object(value.pendingOrder) && int(value.pendingOrder.id) !== null && int(value.pendingOrder.totalCents) !== null
        ? { id: int(value.pendingOrder.id)!, totalCents: int(value.pendingOrder.totalCents)! }
        : null,
  };
}

function persist(): void {
  const {
    siteId,
    calculating: _c,
    shippingError: _e,
    failedShippingKey: _f,
    lostOrderId: _l,
    ...snapshot
  } = checkoutStore.getState();
  if (siteId === null) return;
  try {
    storage()?.setItem(checkoutStorageKey(siteId), JSON.stringify(snapshot));
  } catch {
    // quota or privacy mode: the choices live for the visit only
  }
}

/**
 * Loads the site's stored choices (once per site). `cartEmpty`: the cart was cleared meanwhile (a logout, an order,
 * a refused refresh on another page), and the choices go with it (spec §4 "Clearing the cart empties all of them").
 */
export function restoreCheckout(siteId: number, cartEmpty: boolean): void {
  if (checkoutStore.getState().siteId === siteId) return;
  const stored = cartEmpty
    ? EMPTY_CHECKOUT
    : parseStoredCheckout(storage()?.getItem(checkoutStorageKey(siteId)) ?? null);
  checkoutStore.setState({ siteId, ...TRANSIENT, ...stored });
  if (cartEmpty) persist();
}

/** Updates the choices and stores them. */
export function updateCheckout(patch: Partial<CheckoutSnapshot>): void {
  checkoutStore.setState(patch);
  persist();
}

/** The key of this checkout's order (one order per checkout, however often "Payer" is pressed). */
export function ensureIdempotencyKey(makeKey: () => string = () => crypto.randomUUID()): string {
  const current = checkoutStore.getState().idempotencyKey;
  if (current) return current;
  const key = makeKey();
  updateCheckout({ idempotencyKey: key });
  return key;
}

/** Spec §4: choosing click-and-collect (or no delivery) resets carrier, city, shipping prices and access point. */
export function chooseDeliveryType(choice: DeliveryChoice): void {
  const { deliveryType } = checkoutStore.getState();
  if (choice === deliveryType) return;
  checkoutStore.setState({
    deliveryType: choice,
    discount: null,
    ...(choice === 'delivery' ? {} : SHIPPING_RESET),
    ...(choice === 'clickAndCollect' ? {} : { clickAndCollect: null }),
  });
  persist();
}

/** A carrier from the calculated list; a home-delivery carrier drops the relay point. */
export function chooseCarrier(carrier: Carrier): void {
  const previous = checkoutStore.getState().carrier;
  checkoutStore.setState({
    carrier,
    discount: null,
    ...(carrier.deliveryType === 'PICKUP' && previous?.id === carrier.id ? {} : { accessPointAddress: null }),
  });
  persist();
}

/**
 * Spec §4: runs one shipping calculation for `key` (cart lines + postal code + country). While one runs, a second
 * request is ignored (answers false). The new list replaces the old one; the chosen carrier stays if it is still
 * offered (at its new price), else it is dropped with its relay point. A failure empties the list and keeps its message
 * for the visit; it leaves no calculated key behind, so a reload (or `retryShipping`) asks again instead of showing
 * an empty list as if no carrier delivered the address.
 */
export async function calculateShipping(
  key: string,
  quote: () => Promise<Carrier[]>,
  failureMessage: (error: unknown) => string,
): Promise<boolean> {
  if (checkoutStore.getState().calculating) return false;
  checkoutStore.setState({ calculating: true, shippingError: null, failedShippingKey: null });
  try {
    const prices = await quote();
    const { carrier, accessPointAddress } = checkoutStore.getState();
    const kept = carrier ? (prices.find((c) => c.id === carrier.id) ?? null) : null;
    checkoutStore.setState({
      shippingPrices: prices,
      shippingKey: key,
      carrier: kept,
      accessPointAddress: kept?.deliveryType === 'PICKUP' ? accessPointAddress : null,
      discount: null,
    });
  } catch (error) {
    checkoutStore.setState({ ...SHIPPING_RESET, failedShippingKey: key, shippingError: failureMessage(error) });
  } finally {
    checkoutStore.setState({ calculating: false });
    persist();
  }
  return true;
}

/** The customer asks again for the carriers whose calculation failed. */
export function retryShipping(): void {
  checkoutStore.setState({ failedShippingKey: null, shippingError: null });
}

/** Spec §4: clearing the cart empties every checkout choice (and the order's key). */
export function clearCheckout(): void {
  checkoutStore.setState({ ...EMPTY_CHECKOUT, ...TRANSIENT });
  persist();
}

/**
 * Issue 14: the platform says the order this checkout waits to pay can no longer be paid (GET /order/{id} shows it
 * cancelled or not found, `pendingOrderLost`, or a payment call answers 409 holdExpired): the checkout forgets it,
 * and its idempotency key with it, which would otherwise answer that cancelled order again for the same cart. The
 * other choices (addresses, delivery) stay for the next order. Only that order: a newer one is kept. Answers
 * whether it was forgotten.
 */
export function forgetPendingOrder(orderId: number): boolean {
  if (checkoutStore.getState().pendingOrder?.id !== orderId) return false;
  checkoutStore.setState({ pendingOrder: null, idempotencyKey: null, lostOrderId: orderId });
  persist();
  return true;
}

/**
 * Follows the cart of the same site for as long as this module is loaded (from the first checkout of the visit on):
 * when the cart is cleared (its id back to "new": a logout, « Vider mon panier », an order, a refused refresh), on this
 * page or any other, the choices in memory go with it, as the stored ones did (features/cart's `clearCart`). A login
 * that hands the cart over under another id keeps them.
 */
cartStore.subscribe((cart, previous) => {
  if (cart.siteId !== null && cart.siteId === checkoutStore.getState().siteId)
    if (cart.cartId === NEW_CART && previous.cartId !== NEW_CART) clearCheckout();
});

/** The checkout state for components (server snapshot: the empty state). */
export function useCheckout<T>(selector: (state: CheckoutState) => T): T {
  return useStore(checkoutStore, selector);
}
