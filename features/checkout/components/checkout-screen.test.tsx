// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cartStore, NEW_CART } from '@/features/cart';
import { anOrder } from '@/tests/fixtures/orders';
import { TestProviders } from '@/tests/intl';
import type { CheckoutSettings } from '../model';
import { checkoutStorageKey } from '@/features/cart';
import { checkoutStore, UNRESTORED_CHECKOUT } from '../store';
import { CheckoutScreen } from './checkout-screen';

// Issue 14: a customer coming back to /commande after the payment hold of their order ran out. The platform emptied
// the cart when the order was placed; the checkout kept the order to pay it. The screen asks GET /order/{id} first:
// still waiting → the payment of that order; cancelled or gone → the order is forgotten (with its key) and the
// customer is told why, instead of a card form that can only fail.

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/commande',
  useSearchParams: () => new URLSearchParams('etape=paiement'),
}));

const SITE = 2;
const CART_ID = '3f2b8c1e-1234-4abc-8def-1234567890ab';
const ORDER_ID = 77;
const settings = {} as CheckoutSettings; // not read on these screens (no step is shown)

const ok = (data: unknown) => HttpResponse.json({ success: true, data, message: '' });
const emptyCart = {
  id: CART_ID,
  type: 'MAIN_CART',
  products: [],
  totalProduct: 0,
  subtotal: 0,
  discount: null,
  discountTotal: 0,
  total: 0,
  bottleCount: 0,
  freeShipping: { reached: false, remainingBottles: null, remainingPrice: null },
};
const order = (status: string, paymentStatus: string) => anOrder(ORDER_ID, status, paymentStatus);

const asked: string[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  window.localStorage.clear();
  window.localStorage.setItem(`cart:${SITE}`, JSON.stringify({ cartId: CART_ID, count: 0 }));
  window.localStorage.setItem(
    checkoutStorageKey(SITE),
    JSON.stringify({
      idempotencyKey: 'key-of-order-77',
      deliveryType: 'no_delivery',
      phone: '0612345678',
      pendingOrder: { id: ORDER_ID, totalCents: 7690 },
    }),
  );
  cartStore.setState({ siteId: null, cartId: NEW_CART, count: 0, lines: {}, errorMessage: null });
  checkoutStore.setState(UNRESTORED_CHECKOUT);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The platform of a member whose cart went with their order; `answer` is GET /order/77's. */
function platform(answer: () => Response) {
  server.use(
    http.post(`*/api/platform/cart/${CART_ID}`, () => ok(emptyCart)),
    http.get('*/api/platform/logged', () => ok({ logged: false, user: null })),
    http.get('*/api/platform/countries', () => ok([])),
    http.get('*/api/platform/company/address', () => ok({ items: [], total: 0 })),
    http.get('*/api/platform/custom-test/public-key', () => ok({ provider: 'test', publicKey: 'pk_test_local' })),
    http.get(`*/api/platform/order/${ORDER_ID}`, () => {
      asked.push(`order/${ORDER_ID}`);
      return answer();
    }),
  );
}

const show = () =>
  render(<CheckoutScreen siteId={SITE} settings={settings} legalNote={null} />, { wrapper: TestProviders });

describe('/commande with an order waiting for its payment (issue 14)', () => {
  it('still waiting: offers to pay that order', async () => {
    platform(() => ok(order('PENDING_PAYMENT', 'PENDING')));
    show();
    expect(await screen.findByRole('heading', { name: 'Votre commande attend son paiement' })).toBeTruthy();
    expect(asked).toEqual([`order/${ORDER_ID}`]);
    expect(checkoutStore.getState().pendingOrder).toEqual({ id: ORDER_ID, totalCents: 7690 });
  });

  it.each([
    ['cancelled when its hold ran out', () => ok(order('CANCELLED', 'CANCELLED'))],
    ['cancelled by a platform that leaves the payment PENDING', () => ok(order('CANCELLED', 'PENDING'))],
    ['gone (404)', () => HttpResponse.json({ success: false, data: null, message: 'Introuvable' }, { status: 404 })],
  ])('%s: forgets it and its key, says why, and shows the empty cart', async (_case, answer) => {
    platform(answer);
    show();
    expect((await screen.findByTestId('checkout-order-lost')).textContent).toBe(
      'Votre commande n’a pas été réglée dans le délai de paiement : elle a été annulée et rien n’a été débité. Ses articles ont été remis en vente.',
    );
    expect(screen.queryByRole('heading', { name: 'Votre commande attend son paiement' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour au panier' })).toBeTruthy();
    expect(checkoutStore.getState()).toMatchObject({ pendingOrder: null, lostOrderId: ORDER_ID });
    // Stored: a reload does not bring it back; the next order gets a new key. The customer's choices stay.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(checkoutStorageKey(SITE))!)).toMatchObject({
        pendingOrder: null,
        deliveryType: 'no_delivery',
        phone: '0612345678',
      }),
    );
    expect(checkoutStore.getState().idempotencyKey).not.toBe('key-of-order-77');
  });
});
