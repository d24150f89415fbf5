// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { ConfirmationScreen } from './confirmation-screen';

// Issue 14: /commande/confirmation/<id> thanks the customer for an order on its way; an order cancelled because its
// payment never came (the 30-minute hold ran out) says so instead — no thanks, no parcel being prepared.

const ORDER_ID = 81;
const ok = (data: unknown) => HttpResponse.json({ success: true, data, message: '' });
const order = (status: string, paymentStatus: string) => ({
  id: ORDER_ID,
  reference: 'CMD-20261127-CONF01',
  status,
  createdAt: '2026-11-27T03:00:00.000Z',
  email: 'lea@exemple.test',
  phone: '0612345678',
  deliveryType: 'NO_DELIVERY',
  carrier: null,
  accessPoint: null,
  deliveryAddress: null,
  billingAddress: {},
  clickAndCollect: null,
  message: null,
  discount: null,
  subtotal: 76.9,
  discountTotal: 0,
  shippingFees: 0,
  total: 76.9,
  bottleCount: 6,
  products: [],
  paymentMethod: 'CARD',
  paymentStatus,
  paidAt: null,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function platform(answer: ReturnType<typeof order>) {
  server.use(
    http.get('*/api/platform/logged', () =>
      ok({ logged: true, user: { id: 3, email: 'lea@exemple.test', role: 'CUSTOMER' } }),
    ),
    http.get(`*/api/platform/order/${ORDER_ID}`, () => ok(answer)),
  );
}

const show = () => render(<ConfirmationScreen orderId={ORDER_ID} />, { wrapper: TestProviders });

describe('the order confirmation (issue 14)', () => {
  it('thanks the customer for a paid order and says what comes next', async () => {
    platform(order('PAID', 'PAID'));
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Merci pour votre commande !' })).toBeTruthy();
    expect(screen.getByText('Un e-mail de confirmation vous a été envoyé.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Cette commande a été annulée' })).toBeNull();
  });

  it.each([
    ['CANCELLED', 'CANCELLED'],
    ['CANCELLED', 'PENDING'], // a platform that leaves the payment PENDING on a cancelled order
  ])('an order %s with its payment %s: says it was cancelled and nothing was charged', async (status, payment) => {
    platform(order(status, payment));
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cette commande a été annulée' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Merci pour votre commande !' })).toBeNull();
    expect(
      screen.getByText(
        'Son paiement n’est pas arrivé dans le délai : rien n’a été débité et ses articles ont été remis en vente.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Un e-mail de confirmation vous a été envoyé.')).toBeNull();
  });
});
