// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { isPlatformError } from '@/lib/platform/errors';
import { createTestPaymentAdapter } from './test-provider';

const ok = (data: unknown) => HttpResponse.json({ success: true, data, message: '' });
const refused = (status: number, message: string, data: unknown = null) =>
  HttpResponse.json({ success: false, data, message }, { status });
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The platform's test provider for order 41 (23,00 €), recording what the adapter sent. */
function provider(confirm: (body: Record<string, string>) => Response, intentStatus = 'requires_payment_method') {
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/platform/payment/intent', async ({ request }) => {
      sent.push({ url: 'intent', body: await request.json() });
      return ok({ intentId: 'pi_test_1', amount: 2300, currency: 'EUR', provider: 'test', status: intentStatus });
    }),
    http.post('*/api/platform/payment/test/confirm', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push({ url: 'confirm', body });
      return confirm(body);
    }),
    http.post('*/api/platform/payment/test/challenge', async ({ request }) => {
      const body = (await request.json()) as { approve: boolean };
      sent.push({ url: 'challenge', body });
      return body.approve
        ? ok({ status: 'succeeded', orderId: 41 })
        : refused(402, "L'authentification 3-D Secure n'a pas abouti.");
    }),
  );
  return sent;
}

async function loaded() {
  const adapter = createTestPaymentAdapter();
  await adapter.load('pk_test_local');
  return adapter;
}

describe('the test provider adapter', () => {
  it('pays: opens the order’s intent, then confirms the card on it', async () => {
    const sent = provider(() => ok({ status: 'succeeded', orderId: 41 }));
    const adapter = await loaded();
    expect(adapter).toMatchObject({ provider: 'test', fields: 'own' });
    await expect(adapter.confirm(41, card('4242 4242 4242 4242'))).resolves.toEqual({ status: 'succeeded' });
    expect(sent).toEqual([
      { url: 'intent', body: { orderId: 41 } },
      { url: 'confirm', body: { intentId: 'pi_test_1', ...card('4242 4242 4242 4242') } },
    ]);
  });

  it('a refused card is an outcome with the platform’s French message', async () => {
    provider(() => refused(402, 'Votre carte a été refusée.'));
    const adapter = await loaded();
    await expect(adapter.confirm(41, card('4000 0000 0000 0002'))).resolves.toEqual({
      status: 'refused',
      message: 'Votre carte a été refusée.',
    });
  });

  it('per-field errors of the platform are an `invalid` outcome', async () => {
    provider(() => refused(400, 'Cette carte a expiré.', { errors: { expiry: 'Cette carte a expiré.' } }));
    const adapter = await loaded();
    await expect(adapter.confirm(41, card('4242424242424242'))).resolves.toEqual({
      status: 'invalid',
      fieldErrors: { expiry: 'Cette carte a expiré.' },
      message: 'Cette carte a expiré.',
    });
  });

  it('3-D Secure: requires_action with the server amount, then approved or cancelled', async () => {
    const sent = provider(() => ok({ status: 'requires_action', challengeId: '3ds_1', orderId: 41 }));
    const adapter = await loaded();
    await expect(adapter.confirm(41, card('4000 0000 0000 3220'))).resolves.toEqual({
      status: 'requires_action',
      challengeId: '3ds_1',
      amountCents: 2300,
    });
    await expect(adapter.completeChallenge('3ds_1', false)).resolves.toEqual({
      status: 'refused',
      message: "L'authentification 3-D Secure n'a pas abouti.",
    });
    await expect(adapter.completeChallenge('3ds_1', true)).resolves.toEqual({ status: 'succeeded' });
    expect(sent.filter((s) => s.url === 'challenge').map((s) => s.body)).toEqual([
      { challengeId: '3ds_1', approve: false },
      { challengeId: '3ds_1', approve: true },
    ]);
  });

  it('an order already paid (a reload during payment) is not charged again', async () => {
    const sent = provider(() => ok({ status: 'succeeded', orderId: 41 }), 'succeeded');
    const adapter = await loaded();
    await expect(adapter.confirm(41, card('4242424242424242'))).resolves.toEqual({ status: 'succeeded' });
    expect(sent.map((s) => s.url)).toEqual(['intent']);
  });

  it('an order whose payment hold ran out (409 holdExpired) is `unpayable`; another 409 still rejects (issue 14)', async () => {
    const expired =
      "Le délai de paiement de cette commande est dépassé : elle a été annulée et ses articles remis en vente. Aucun montant n'a été débité.";
    server.use(http.post('*/api/platform/payment/intent', () => refused(409, expired, { code: 'holdExpired' })));
    const adapter = await loaded();
    await expect(adapter.confirm(41, card('4242424242424242'))).resolves.toEqual({
      status: 'unpayable',
      message: expired,
    });
    // The hold ran out between the intent and the card: the confirm's 409 is the same outcome.
    const sent = provider(() => refused(409, expired, { code: 'holdExpired' }));
    await expect(adapter.confirm(41, card('4242424242424242'))).resolves.toEqual({
      status: 'unpayable',
      message: expired,
    });
    expect(sent.map((s) => s.url)).toEqual(['intent', 'confirm']);
    server.use(
      http.post('*/api/platform/payment/intent', () =>
        refused(409, 'Cette commande se règle sur place, pas par carte.'),
      ),
    );
    const error = await adapter.confirm(41, card('4242424242424242')).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.status).toBe(409);
  });

  it('a network failure rejects (nothing is known to be charged), and confirm needs load first', async () => {
    server.use(http.post('*/api/platform/payment/intent', () => HttpResponse.error()));
    const adapter = await loaded();
    const error = await adapter.confirm(41, card('4242424242424242')).catch((e: unknown) => e);
    expect(isPlatformError(error) && error.kind).toBe('network');
    await expect(createTestPaymentAdapter().confirm(41, card('4242424242424242'))).rejects.toThrow('load()');
  });
});
