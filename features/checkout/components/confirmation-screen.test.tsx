// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { anOrder } from '@/tests/fixtures/orders';
import { TestProviders } from '@/tests/intl';
import { ConfirmationScreen } from './confirmation-screen';

// Issue 14: /commande/confirmation/<id> thanks the customer for an order on its way; an order cancelled because its
// payment never came (the 30-minute hold ran out) says so instead — no thanks, no parcel being prepared.

const ORDER_ID = 81;
const ok = (data: unknown) => HttpResponse.json({ success: true, data, message: '' });
const order = (status: string, paymentStatus: string) => anOrder(ORDER_ID, status, paymentStatus);

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
