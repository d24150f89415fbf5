// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cartSchema, type ApiCart } from '@/lib/platform/schemas/shop';
import { aCartLine } from '@/tests/fixtures/cart';
import { screenProviders } from '@/tests/intl';
import { CHECKOUT_MESSAGE_NAMESPACES } from '../messages';
import { checkoutSettingsOf } from '../model';
import { checkoutStore, restoreCheckout, UNRESTORED_CHECKOUT, updateCheckout } from '../store';
import { PaymentStep } from './payment-step';

// The payment step's totals come from POST /order/discount for the code, the cart's lines and the delivery price
// (spec §3 checkout state: discount value, total, subtotal, shippingFees). The customer may go back to /panier after
// reaching this step: what they see here, and what « Payer » shows, must be for the cart as it is now.

type DiscountBody = { discountCode: string; products: { id: number; quantity: number }[]; shippingFees: number };
let asked: DiscountBody[] = [];
const server = setupServer(
  http.post('*/api/platform/order/discount', async ({ request }) => {
    const body = (await request.json()) as DiscountBody;
    asked.push(body);
    if (body.discountCode === 'PERIME')
      return HttpResponse.json({ success: false, data: null, message: 'Ce code a expiré.' }, { status: 400 });
    // 10 € a bottle, 10 % off: what the platform would answer for these lines.
    const subtotal = body.products.reduce((sum, p) => sum + 10 * p.quantity, 0);
    const value = subtotal / 10;
    return HttpResponse.json({
      success: true,
      data: { value, subtotal, total: subtotal - value, shippingFees: 0 },
      message: '',
    });
  }),
  http.all('*/api/platform/*', () => HttpResponse.json({ success: true, data: [], message: '' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked = [];
  localStorage.clear();
  checkoutStore.setState(UNRESTORED_CHECKOUT);
  restoreCheckout(2, false);
  updateCheckout({ deliveryType: 'clickAndCollect' });
});
afterEach(cleanup);

/** The cart with `lines` (declination id → bottles) and the code applied on /panier. */
const cartOf = (lines: Record<number, number>, code: string | null): ApiCart => {
  const products = Object.entries(lines).map(([id, quantity], i) =>
    aCartLine({ id: i + 1, quantity, totalPrice: 10 * quantity }, { id: Number(id) }),
  );
  const subtotal = products.reduce((sum, p) => sum + p.totalPrice, 0);
  return cartSchema.parse({
    id: '7d1f3c0e-2b4a-4c55-9e1a-3f2b8c9d0e11',
    type: 'MAIN_CART',
    products,
    totalProduct: products.length,
    subtotal,
    discount: code ? { code, type: 'PERCENT', amount: 10, detailType: null } : null,
    discountTotal: 0,
    total: subtotal,
    bottleCount: 0,
    freeShipping: { reached: false, remainingBottles: null, remainingPrice: null },
  });
};

const Providers = screenProviders({ namespaces: CHECKOUT_MESSAGE_NAMESPACES });
const renderStep = (cart: ApiCart) =>
  render(
    <PaymentStep
      cart={cart}
      settings={checkoutSettingsOf({}, true)}
      countries={[{ id: 1, name: 'France', alphaThree: 'FRA' }]}
      legalNote={null}
      onBack={() => {}}
      onPaid={() => {}}
    />,
    { wrapper: Providers },
  );

const summary = () => screen.getByRole('complementary');

describe('the payment step follows the cart it pays for', () => {
  it('a cart changed on /panier after this step was reached: the code is asked again for the new lines', async () => {
    const first = renderStep(cartOf({ 10: 3 }, 'AUTOMNE'));
    expect(await within(summary()).findByText(/Code AUTOMNE appliqué/)).toBeTruthy();
    expect(asked.at(-1)?.products).toEqual([{ id: 10, quantity: 3 }]);
    first.unmount();

    // Back from /panier with a second wine: 30 + 20 € before the code, 45 € after.
    renderStep(cartOf({ 10: 3, 11: 2 }, 'AUTOMNE'));
    // What « Payer » shows is the new total, not the 27 € of the cart this step first saw.
    expect(await screen.findByRole('button', { name: /^Payer 45,00/ })).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ discountCode: 'AUTOMNE', products: [{ id: 10 }, { id: 11, quantity: 2 }] });
    expect(screen.queryByText(/27,00/)).toBeNull();
  });

  it('another code on /panier replaces the one this step took; no code there, none here', async () => {
    const first = renderStep(cartOf({ 10: 3 }, 'AUTOMNE'));
    await within(summary()).findByText(/Code AUTOMNE appliqué/);
    first.unmount();

    const second = renderStep(cartOf({ 10: 3 }, 'HIVER'));
    expect(await within(summary()).findByText(/Code HIVER appliqué/)).toBeTruthy();
    expect(checkoutStore.getState().discountCode).toBe('HIVER');
    second.unmount();

    renderStep(cartOf({ 10: 3 }, null));
    expect(await screen.findByLabelText('Code promo')).toBeTruthy();
    expect(checkoutStore.getState()).toMatchObject({ discountCode: null, discount: null });
  });

  it('a code the platform no longer takes for this cart is not sent with the order, and the field says why', async () => {
    renderStep(cartOf({ 10: 3 }, 'PERIME'));
    expect(await screen.findByText('Ce code a expiré.')).toBeTruthy();
    expect(checkoutStore.getState().discountCode).toBe('');
  });
});
