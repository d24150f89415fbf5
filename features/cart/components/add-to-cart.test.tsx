// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { notify } from '@/components/notify';
import type { ApiDeclination } from '@/lib/platform/schemas/catalogue';
import { cartStore, EMPTY_CART, restoreCart } from '../store';
import { AddToCart, type AddToCartProps } from './add-to-cart';
import { aCartLine } from '@/tests/fixtures/cart';
import { aDeclination } from '@/tests/fixtures/catalogue';

vi.mock('@/components/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), clear: vi.fn(), preload: vi.fn() },
}));

const server = setupServer();
const posted: { url: string; body: unknown }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  cartStore.setState({ siteId: null, ...EMPTY_CART });
  restoreCart(2);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  posted.length = 0;
  vi.clearAllMocks();
});
afterAll(() => server.close());

const declination = (patch: Partial<ApiDeclination> = {}): ApiDeclination =>
  aDeclination({ id: 10040, idProduct: 1004, price: 13.9, finalPrice: 13.9, ...patch });
const product = (patch: Partial<AddToCartProps['product']> = {}): AddToCartProps['product'] => ({
  id: 1004,
  name: 'Cuvée des Galets',
  type: 'WINE',
  multipleOf: 1,
  ...patch,
});

/** The cart the platform answers after the add. */
const cartAnswer = (declinationId: number, quantity: number) => ({
  id: '3f0c8a52-6a43-4d8e-9a57-0c7e1f3b9d11',
  type: 'MAIN_CART',
  products: [
    aCartLine({
      quantity,
      declination: declination({ id: declinationId }),
      product: { id: 1004, name: 'Cuvée des Galets', slug: 'cuvee-des-galets', image: null },
      unitPrice: 13.9,
      totalPrice: 13.9 * quantity,
    }),
  ],
  totalProduct: quantity,
  subtotal: 13.9 * quantity,
  discount: null,
  discountTotal: 0,
  total: 13.9 * quantity,
  bottleCount: quantity,
  freeShipping: { reached: false, remainingBottles: 24 - quantity, remainingPrice: 100 },
});

const quantityBox = () => screen.getByRole('spinbutton', { name: 'Quantité' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(quantityBox(), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
const feedback = () => screen.getByRole('status').textContent;

describe('AddToCart (spec §5)', () => {
  it.each([
    ['0', {}, {}, 'La quantité doit être supérieure à 0'],
    ['-6', {}, {}, 'La quantité doit être supérieure à 0'],
    ['4', { multipleOf: 6 }, {}, 'Ce produit ne peut être ajouté que par multiple de 6'],
    ['4', {}, { setQuantity: true, quantity: 3 }, 'Plus que 3 articles en stock'],
    // The count is written as French writes it (a narrow no-break space between thousands), without Intl.
    ['2000', {}, { setQuantity: true, quantity: 1500 }, 'Plus que 1\u202f500 articles en stock'],
    ['2', {}, { sellByMultipleOf: 3 }, 'Ce produit ne peut être ajouté que par multiple de 3 bouteilles'],
  ])(
    'quantity %s (product %o, declination %o) → its message, and no call',
    async (value, productPatch, declinationPatch, message) => {
      render(<AddToCart product={product(productPatch)} declination={declination(declinationPatch)} />, {
        wrapper: TestProviders,
      });
      type(value);
      add();
      await waitFor(() => expect(feedback()).toBe(message));
      expect(quantityBox().getAttribute('aria-invalid')).toBe('true');
      expect(posted).toEqual([]);
      expect(cartStore.getState().count).toBe(0);
    },
  );

  it('starts at the multiple and steps by it (wine: both multiples), within at most 20 options', () => {
    render(<AddToCart product={product({ multipleOf: 2 })} declination={declination({ sellByMultipleOf: 3 })} />, {
      wrapper: TestProviders,
    });
    expect(quantityBox().value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(quantityBox().value).toBe('12');
    fireEvent.keyDown(quantityBox(), { key: 'End' });
    expect(quantityBox().value).toBe('120');
    fireEvent.keyDown(quantityBox(), { key: 'ArrowUp' });
    expect(quantityBox().value).toBe('120');
    fireEvent.keyDown(quantityBox(), { key: 'ArrowDown' });
    expect(quantityBox().value).toBe('114');
    // Spec §5/§9: at most 20 options, so 20 × 6 is the most the field offers.
    expect(quantityBox().getAttribute('aria-valuemax')).toBe('120');
  });

  it('adds: the badge moves at once, the toast says « Produit ajouté au panier », the quantity goes back to the multiple', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/platform/cart/:cartId/product/:declinationId', async ({ request, params }) => {
        posted.push({ url: `${params.cartId}/${params.declinationId}`, body: await request.json() });
        await gate;
        return HttpResponse.json({
          success: true,
          data: { cartId: cartAnswer(10040, 12).id, cart: cartAnswer(10040, 12) },
          message: 'Produit ajouté au panier',
        });
      }),
    );
    render(<AddToCart product={product({ multipleOf: 6 })} declination={declination()} />, { wrapper: TestProviders });
    type('12');
    add();
    await waitFor(() => expect(cartStore.getState().count).toBe(12)); // optimistic, before the answer
    release();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Produit ajouté au panier'), { timeout: 8000 });
    expect(posted).toEqual([{ url: 'new/10040', body: { type: 'MAIN_CART', quantity: 12 } }]);
    expect(quantityBox().value).toBe('6');
    expect(cartStore.getState()).toMatchObject({
      cartId: cartAnswer(10040, 12).id,
      count: 12,
      lines: { '10040': 12 },
      errorMessage: null,
    });
    expect(JSON.parse(window.localStorage.getItem('cart:2')!).cartId).toBe(cartAnswer(10040, 12).id);
  });

  it('a non-numeric quantity falls back to the multiple', async () => {
    server.use(
      http.post('*/api/platform/cart/:cartId/product/:declinationId', async ({ request }) => {
        posted.push({ url: 'add', body: await request.json() });
        return HttpResponse.json({
          success: true,
          data: { cartId: cartAnswer(10040, 6).id, cart: cartAnswer(10040, 6) },
          message: '',
        });
      }),
    );
    render(<AddToCart product={product({ multipleOf: 6 })} declination={declination()} />, { wrapper: TestProviders });
    type('six');
    fireEvent.blur(quantityBox());
    expect(quantityBox().value).toBe('6');
    type('douze');
    add();
    await waitFor(() => expect(posted.length).toBeGreaterThan(0), { timeout: 8000 });
    expect(posted).toEqual([{ url: 'add', body: { type: 'MAIN_CART', quantity: 6 } }]);
  });

  it("rolls the badge back on a refusal and shows and stores the server's message", async () => {
    cartStore.setState({ cartId: '3f0c8a52-6a43-4d8e-9a57-0c7e1f3b9d11', count: 2, lines: { '10040': 2 } });
    server.use(
      http.post('*/api/platform/cart/:cartId/product/:declinationId', () =>
        HttpResponse.json(
          { success: false, data: { code: 'stock', values: { n: 3 } }, message: 'Plus que 3 articles en stock' },
          { status: 400 },
        ),
      ),
    );
    render(<AddToCart product={product()} declination={declination()} />, { wrapper: TestProviders });
    type('1');
    add();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Plus que 3 articles en stock'), { timeout: 8000 });
    expect(feedback()).toBe('Plus que 3 articles en stock');
    expect(cartStore.getState()).toMatchObject({ count: 2, errorMessage: 'Plus que 3 articles en stock' });
  });

  it('offline: says so, rolls the badge back and keeps the cart (issue 17)', async () => {
    cartStore.setState({ cartId: '3f0c8a52-6a43-4d8e-9a57-0c7e1f3b9d11', count: 2, lines: { '10040': 2 } });
    server.use(http.post('*/api/platform/cart/:cartId/product/:declinationId', () => HttpResponse.error()));
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<AddToCart product={product()} declination={declination()} />, { wrapper: TestProviders });
      type('1');
      add();
      await waitFor(() => expect(feedback()).toMatch(/^Vous êtes hors ligne/), { timeout: 8000 });
      expect(cartStore.getState()).toMatchObject({ cartId: '3f0c8a52-6a43-4d8e-9a57-0c7e1f3b9d11', count: 2 });
    } finally {
      onLine.mockRestore();
    }
  });

  it('checks the stock with what the cart already holds', async () => {
    cartStore.setState({ cartId: '3f0c8a52-6a43-4d8e-9a57-0c7e1f3b9d11', count: 2, lines: { '10040': 2 } });
    render(<AddToCart product={product()} declination={declination({ setQuantity: true, quantity: 3 })} />, {
      wrapper: TestProviders,
    });
    type('2');
    add();
    await waitFor(() => expect(feedback()).toBe('Plus que 3 articles en stock'));
    expect(posted).toEqual([]);
  });

  it('is disabled without a declination', () => {
    render(<AddToCart product={product()} declination={null} />, { wrapper: TestProviders });
    expect((screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
