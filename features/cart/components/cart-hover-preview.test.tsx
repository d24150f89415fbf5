// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { cartStore, EMPTY_CART, restoreCart } from '../store';
import { CartPreviewPanel } from './cart-preview-panel';
import { CartHoverPreview } from './cart-count';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  cartStore.setState({ siteId: null, ...EMPTY_CART });
  restoreCart(1);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const CART_ID = '7d1f3c0e-2b4a-4c55-9e1a-3f2b8c9d0e11';
const cart = {
  id: CART_ID,
  type: 'MAIN_CART',
  products: [
    {
      id: 4,
      quantity: 2,
      type: 'OTHER',
      hasShippingFees: true,
      reference: { capacity: null, capacityUnit: null },
      sellByMultipleOf: 1,
      multipleOf: 1,
      step: 1,
      declination: {
        id: 1010,
        idProduct: 101,
        year: null,
        capacity: null,
        capacityUnit: null,
        variation1: null,
        variation2: null,
        variation3: null,
        price: 14.5,
        finalPrice: 14.5,
        fixedPrice: false,
        quantity: 0,
        setQuantity: false,
        sellByMultipleOf: 1,
        discount: null,
        available: true,
        image: null,
      },
      product: { id: 101, name: "Shampoing douceur à l'avoine", slug: 'shampoing', image: null },
      unitPrice: 14.5,
      totalPrice: 29,
    },
  ],
  totalProduct: 2,
  subtotal: 29,
  discount: null,
  discountTotal: 0,
  total: 29,
  bottleCount: 0,
  freeShipping: { reached: false, remainingBottles: null, remainingPrice: null },
};

describe('SEE_CART_ON_HOVER summary', () => {
  it('shows nothing until hovered, then the live cart with a link to /panier', async () => {
    cartStore.setState({ cartId: CART_ID, count: 2 });
    server.use(
      http.post(`*/api/platform/cart/${CART_ID}`, () => HttpResponse.json({ success: true, data: cart, message: '' })),
    );
    render(
      <CartHoverPreview siteId={1}>
        <a href="/panier">Panier</a>
      </CartHoverPreview>,
      { wrapper: TestProviders },
    );
    expect(screen.queryByRole('region', { name: 'Récapitulatif' })).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Panier' }).parentElement!);
    expect(await screen.findByText("2 × Shampoing douceur à l'avoine", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir le panier' }).getAttribute('href')).toBe('/panier');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Panier' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Récapitulatif' })).toBeNull();
  });

  it('an empty cart (no cart yet) says so', async () => {
    // "new" with no member cart: the platform answers 404, which is an empty cart, not a failure.
    server.use(
      http.post('*/api/platform/cart/new', () =>
        HttpResponse.json({ success: false, data: null, message: 'Ce panier est introuvable.' }, { status: 404 }),
      ),
    );
    render(<CartPreviewPanel siteId={1} />, { wrapper: TestProviders });
    expect(await screen.findByText('Votre panier est vide.')).toBeTruthy();
    expect(cartStore.getState().cartId).toBe('new');
  });

  it('a refused refresh clears the local cart (spec §4)', async () => {
    cartStore.setState({ cartId: CART_ID, count: 2 });
    const gone = () =>
      HttpResponse.json({ success: false, data: null, message: 'Ce panier est introuvable.' }, { status: 404 });
    server.use(http.post(`*/api/platform/cart/${CART_ID}`, gone), http.post('*/api/platform/cart/new', gone));
    render(<CartPreviewPanel siteId={1} />, { wrapper: TestProviders });
    // Cleared, then the summary follows the new (empty) cart.
    expect(await screen.findByText('Votre panier est vide.', {}, { timeout: 8000 })).toBeTruthy();
    expect(cartStore.getState()).toMatchObject({
      cartId: 'new',
      count: 0,
      errorMessage: 'Votre panier n’est plus disponible : il a été vidé.',
    });
  });
});
