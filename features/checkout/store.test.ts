// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore, checkoutStorageKey, clearCart, NEW_CART } from '@/features/cart';
import { pendingOrderLost, type Carrier } from './model';
import {
  calculateShipping,
  checkoutStore,
  chooseCarrier,
  chooseDeliveryType,
  clearCheckout,
  EMPTY_CHECKOUT,
  UNRESTORED_CHECKOUT,
  ensureIdempotencyKey,
  forgetPendingOrder,
  parseStoredCheckout,
  restoreCheckout,
  retryShipping,
  updateCheckout,
} from './store';

const colissimo: Carrier = {
  id: 21,
  name: 'Colissimo domicile',
  serviceCode: 'COL',
  priceCents: 1290,
  fdpCents: 1290,
  deliveryType: 'DELIVERY',
  siteType: 'STANDARD',
};
const relay: Carrier = { ...colissimo, id: 22, name: 'Mondial Relay', deliveryType: 'PICKUP', priceCents: 690 };
const point = {
  id: 'MR-1',
  name: 'Tabac',
  addLine1: '1 rue',
  zipCode: '49000',
  city: 'Angers',
  country: 'FRA',
  distance: 1.2,
};
const stored = (siteId: number) => JSON.parse(window.localStorage.getItem(checkoutStorageKey(siteId)) ?? 'null');

beforeEach(() => {
  window.localStorage.clear();
  checkoutStore.setState(UNRESTORED_CHECKOUT);
  cartStore.setState({ siteId: null, cartId: NEW_CART, count: 0, lines: {}, errorMessage: null });
});

describe('checkout store (spec §4 "Delivery type")', () => {
  it('choosing click-and-collect resets carrier, city, shipping prices and access point', () => {
    restoreCheckout(2, false);
    updateCheckout({
      deliveryType: 'delivery',
      carrier: relay,
      city: { postalCode: '49000', name: 'Angers' },
      shippingPrices: [colissimo, relay],
      shippingKey: 'k',
      accessPointAddress: point,
      phone: '0612345678',
    });
    chooseDeliveryType('clickAndCollect');
    expect(checkoutStore.getState()).toMatchObject({
      deliveryType: 'clickAndCollect',
      carrier: null,
      city: null,
      shippingPrices: [],
      accessPointAddress: null,
      phone: '0612345678', // the rest stays
    });
    expect(stored(2)).toMatchObject({ deliveryType: 'clickAndCollect', carrier: null, shippingPrices: [] });
  });

  it('going back to delivery drops the collection slot', () => {
    restoreCheckout(1, false);
    chooseDeliveryType('clickAndCollect');
    updateCheckout({ clickAndCollect: { idAddress: 11, date: '2026-12-01', idSchedule: 11 } });
    chooseDeliveryType('delivery');
    expect(checkoutStore.getState().clickAndCollect).toBeNull();
  });

  it('a home-delivery carrier drops the relay point', () => {
    restoreCheckout(2, false);
    updateCheckout({ deliveryType: 'delivery', carrier: relay, accessPointAddress: point });
    chooseCarrier(colissimo);
    expect(checkoutStore.getState()).toMatchObject({ carrier: colissimo, accessPointAddress: null });
  });

  it('ignores a second shipping calculation while one runs (the in-flight flag)', async () => {
    restoreCheckout(2, false);
    let release!: (carriers: Carrier[]) => void;
    let calls = 0;
    const quote = () => {
      calls += 1;
      return new Promise<Carrier[]>((resolve) => (release = resolve));
    };
    const first = calculateShipping('a', quote, () => 'x');
    expect(checkoutStore.getState().calculating).toBe(true);
    expect(await calculateShipping('b', quote, () => 'x')).toBe(false);
    release([colissimo, relay]);
    expect(await first).toBe(true);
    expect(calls).toBe(1);
    expect(checkoutStore.getState()).toMatchObject({ calculating: false, shippingKey: 'a' });
    expect(checkoutStore.getState().shippingPrices).toHaveLength(2);
    // Once done, the next one runs.
    expect(
      await calculateShipping(
        'b',
        async () => [colissimo],
        () => 'x',
      ),
    ).toBe(true);
    expect(checkoutStore.getState().shippingKey).toBe('b');
  });

  it('keeps the chosen carrier at its new price after a recalculation, drops it when no longer offered', async () => {
    restoreCheckout(2, false);
    updateCheckout({ deliveryType: 'delivery', carrier: relay, accessPointAddress: point });
    await calculateShipping(
      'k1',
      async () => [colissimo, { ...relay, priceCents: 0 }],
      () => 'x',
    );
    expect(checkoutStore.getState()).toMatchObject({ carrier: { id: 22, priceCents: 0 }, accessPointAddress: point });
    await calculateShipping(
      'k2',
      async () => [colissimo],
      () => 'x',
    );
    expect(checkoutStore.getState()).toMatchObject({ carrier: null, accessPointAddress: null });
  });

  it('a failed calculation empties the list and keeps its French message', async () => {
    restoreCheckout(2, false);
    updateCheckout({ shippingPrices: [colissimo], carrier: colissimo });
    await calculateShipping(
      'k',
      () => Promise.reject(new Error('no')),
      () => 'Aucun produit dans le panier',
    );
    expect(checkoutStore.getState()).toMatchObject({
      shippingPrices: [],
      carrier: null,
      calculating: false,
      shippingError: 'Aucun produit dans le panier',
      failedShippingKey: 'k',
    });
    // The failure is no answer for this cart and address: a reload asks again rather than showing an empty list.
    checkoutStore.setState({ siteId: null, ...EMPTY_CHECKOUT });
    restoreCheckout(2, false);
    expect(checkoutStore.getState()).toMatchObject({ shippingKey: null, failedShippingKey: null, shippingError: null });
  });

  it('« Recalculer » forgets the failure, and the next calculation of the same key runs', async () => {
    restoreCheckout(2, false);
    await calculateShipping(
      'k',
      () => Promise.reject(new Error('no')),
      () => 'x',
    );
    retryShipping();
    expect(checkoutStore.getState()).toMatchObject({ failedShippingKey: null, shippingError: null });
    await calculateShipping(
      'k',
      async () => [colissimo],
      () => 'x',
    );
    expect(checkoutStore.getState()).toMatchObject({ shippingKey: 'k', shippingPrices: [colissimo] });
  });
});

describe('persistence (spec §4: saved in local storage, restored on load, cleared with the cart)', () => {
  it('restores the choices of the same site after a reload', () => {
    restoreCheckout(2, false);
    updateCheckout({ deliveryType: 'delivery', carrier: colissimo, phone: '0612345678', message: 'Merci' });
    checkoutStore.setState({ siteId: null, ...EMPTY_CHECKOUT });
    restoreCheckout(2, false);
    expect(checkoutStore.getState()).toMatchObject({
      deliveryType: 'delivery',
      carrier: colissimo,
      phone: '0612345678',
    });
    checkoutStore.setState({ siteId: null, ...EMPTY_CHECKOUT });
    restoreCheckout(1, false);
    expect(checkoutStore.getState().deliveryType).toBeNull();
  });

  it('forgets the stored choices when the cart was cleared meanwhile', () => {
    window.localStorage.setItem(checkoutStorageKey(2), JSON.stringify({ deliveryType: 'delivery', phone: '06' }));
    restoreCheckout(2, true);
    expect(checkoutStore.getState()).toMatchObject({ deliveryType: null, phone: '' });
    expect(stored(2)).toMatchObject({ deliveryType: null });
  });

  it('is cleared with the cart, on any page, once the checkout has been opened in the visit', () => {
    cartStore.setState({ siteId: 2, cartId: 'aaaa-1', count: 6, lines: { 10: 6 }, errorMessage: null });
    restoreCheckout(2, false);
    updateCheckout({ deliveryType: 'delivery', idempotencyKey: 'key-12345678', phone: '0612345678' });
    cartStore.setState({ cartId: 'bbbb-2' }); // a login hands the cart over: the choices stay
    expect(checkoutStore.getState().deliveryType).toBe('delivery');
    clearCart(); // a logout or « Vider mon panier », wherever the visitor is
    expect(checkoutStore.getState()).toMatchObject({ deliveryType: null, idempotencyKey: null, phone: '' });
    // The next cart (another visitor's, after a logout) starts with nothing of the last one.
    cartStore.setState({ cartId: 'cccc-3' });
    restoreCheckout(2, false);
    expect(checkoutStore.getState()).toMatchObject({ deliveryType: null, phone: '' });
    expect(JSON.stringify(stored(2))).not.toContain('0612345678');
  });

  it('keeps the order waiting for its payment across a reload, until cleared', () => {
    restoreCheckout(2, false);
    updateCheckout({ pendingOrder: { id: 42, totalCents: 7690 } });
    checkoutStore.setState({ siteId: null, ...EMPTY_CHECKOUT });
    restoreCheckout(2, false);
    expect(checkoutStore.getState().pendingOrder).toEqual({ id: 42, totalCents: 7690 });
    clearCheckout();
    expect(checkoutStore.getState().pendingOrder).toBeNull();
    expect(parseStoredCheckout(JSON.stringify({ pendingOrder: { id: 'x', totalCents: 1 } })).pendingOrder).toBeNull();
  });

  it('forgets the order waiting for its payment, and its key, once the platform says it can no longer be paid (issue 14)', () => {
    restoreCheckout(2, false);
    updateCheckout({
      idempotencyKey: 'key-of-order-42',
      pendingOrder: { id: 42, totalCents: 7690 },
      deliveryType: 'delivery',
      carrier: colissimo,
      phone: '0612345678',
    });
    // What GET /order/42 may answer: still waiting, paid (paying again leads to its confirmation), cancelled when its
    // hold ran out (this API, or a platform that leaves the payment PENDING), not found.
    const order = (status: string, paymentStatus: string) => ({ status, paymentStatus });
    expect(pendingOrderLost(order('PENDING_PAYMENT', 'PENDING'))).toBe(false);
    expect(pendingOrderLost(order('PAID', 'PAID'))).toBe(false);
    expect(pendingOrderLost(order('CANCELLED', 'CANCELLED'))).toBe(true);
    expect(pendingOrderLost(order('CANCELLED', 'PENDING'))).toBe(true);
    expect(pendingOrderLost(null)).toBe(true);

    // Another order's answer changes nothing (a newer order is kept).
    expect(forgetPendingOrder(41)).toBe(false);
    expect(checkoutStore.getState().pendingOrder).toEqual({ id: 42, totalCents: 7690 });

    expect(forgetPendingOrder(42)).toBe(true);
    expect(checkoutStore.getState()).toMatchObject({
      pendingOrder: null,
      idempotencyKey: null,
      lostOrderId: 42,
      // The customer's choices stay for the next order.
      deliveryType: 'delivery',
      carrier: colissimo,
      phone: '0612345678',
    });
    // Stored too: a reload does not bring the stale order back; the notice lives for the visit only.
    expect(stored(2)).toMatchObject({ pendingOrder: null, idempotencyKey: null });
    expect(stored(2)).not.toHaveProperty('lostOrderId');
    checkoutStore.setState({ siteId: null, ...EMPTY_CHECKOUT });
    restoreCheckout(2, false);
    expect(checkoutStore.getState()).toMatchObject({ pendingOrder: null, lostOrderId: null });
    // The next order gets a key of its own, not the one that answers the cancelled order.
    expect(ensureIdempotencyKey(() => 'key-of-the-next-order')).toBe('key-of-the-next-order');
    expect(forgetPendingOrder(42)).toBe(false);
  });

  it('keeps one idempotency key per checkout until cleared', () => {
    restoreCheckout(2, false);
    let n = 0;
    const make = () => `key-0000000${++n}`;
    expect(ensureIdempotencyKey(make)).toBe('key-00000001');
    expect(ensureIdempotencyKey(make)).toBe('key-00000001');
    clearCheckout();
    expect(ensureIdempotencyKey(make)).toBe('key-00000002');
  });

  it('reads what localStorage holds field by field; anything odd is dropped', () => {
    expect(parseStoredCheckout('not json')).toEqual(EMPTY_CHECKOUT);
    expect(parseStoredCheckout('[1]')).toEqual(EMPTY_CHECKOUT);
    const parsed = parseStoredCheckout(
      JSON.stringify({
        deliveryType: 'teleport',
        carrier: { id: 'x' },
        idempotencyKey: '<script>',
        clickAndCollect: { date: '1er mai', idSchedule: 11 },
        shippingPrices: [colissimo, { id: 1 }],
      }),
    );
    expect(parsed).toMatchObject({
      deliveryType: null,
      carrier: null,
      idempotencyKey: null,
      clickAndCollect: { idSchedule: 11 },
      shippingPrices: [colissimo],
    });
  });
});
