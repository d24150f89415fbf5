// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { WithIntl } from '@/tests/intl';
import type { PaymentAdapter, PaymentOutcome } from './adapter';
import { CardPaymentForm } from './card-payment-form';

const ok = (data: unknown) => HttpResponse.json({ success: true, data, message: '' });
const refused = (status: number, message: string) =>
  HttpResponse.json({ success: false, data: null, message }, { status });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const publicKey = () =>
  http.get('*/api/platform/custom-test/public-key', () => ok({ provider: 'test', publicKey: 'pk_test_local' }));

/** A promise resolved from outside (to hold a call in flight). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function fakeAdapter(confirm: PaymentAdapter['confirm']): PaymentAdapter {
  return {
    provider: 'test',
    fields: 'own',
    load: vi.fn(async () => undefined),
    confirm: vi.fn(confirm),
    completeChallenge: vi.fn(async (): Promise<PaymentOutcome> => ({ status: 'succeeded' })),
  };
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
function typeCard(number: string, expiry = '12/34', cvc = '123') {
  fireEvent.change(field(/Numéro de carte/), { target: { value: number } });
  fireEvent.change(field(/Date d'expiration/), { target: { value: expiry } });
  fireEvent.change(field(/Cryptogramme/), { target: { value: cvc } });
}
const payButton = () => screen.getByRole('button', { name: /^Payer|Paiement en cours/ });

async function renderForm(props: Partial<Parameters<typeof CardPaymentForm>[0]> = {}) {
  const createOrder = vi.fn(async () => ({ orderId: 41 }));
  const onPaid = vi.fn();
  render(<CardPaymentForm amountCents={4250} createOrder={createOrder} onPaid={onPaid} {...props} />, {
    wrapper: WithIntl,
  });
  // The provider loads with the public key (and the platform client with it: a cold import may take a while).
  await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
  return { createOrder: (props.createOrder as typeof createOrder) ?? createOrder, onPaid };
}

describe('CardPaymentForm', () => {
  it('shows French labels, card autocomplete and numeric keyboards, and the amount on the button', async () => {
    server.use(publicKey());
    await renderForm();
    expect(payButton().textContent).toMatch(/^Payer 42,50\s€$/);
    expect(field(/Numéro de carte/).getAttribute('autocomplete')).toBe('cc-number');
    expect(field(/Date d'expiration/).getAttribute('autocomplete')).toBe('cc-exp');
    expect(field(/Cryptogramme/).getAttribute('autocomplete')).toBe('cc-csc');
    for (const input of [field(/Numéro de carte/), field(/Date d'expiration/), field(/Cryptogramme/)])
      expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('checks each field with a French message before placing any order', async () => {
    server.use(publicKey());
    const { createOrder } = await renderForm();
    typeCard('4242 4242 4242 4241', '01/20', '12');
    fireEvent.click(payButton());
    expect(await screen.findByText("Ce numéro de carte n'est pas valide.")).toBeTruthy();
    expect(screen.getByText('Cette carte a expiré.')).toBeTruthy();
    expect(screen.getByText('Le cryptogramme compte 3 ou 4 chiffres.')).toBeTruthy();
    expect(field(/Numéro de carte/).getAttribute('aria-invalid')).toBe('true');
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('a double click places one order and confirms once', async () => {
    server.use(publicKey());
    const order = deferred<{ orderId: number }>();
    const createOrder = vi.fn(() => order.promise);
    const adapter = fakeAdapter(async () => ({ status: 'succeeded' }));
    const { onPaid } = await renderForm({ createOrder, adapter });
    typeCard('4242 4242 4242 4242');
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(payButton().getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(payButton());
    fireEvent.submit(payButton().closest('form')!);
    order.resolve({ orderId: 41 });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(41));
    // Paid: the form never pays again.
    fireEvent.submit(payButton().closest('form')!);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Paiement accepté.'));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(adapter.confirm).toHaveBeenCalledTimes(1);
    expect(adapter.confirm).toHaveBeenCalledWith(41, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it('does nothing while disabled (terms not accepted)', async () => {
    server.use(publicKey());
    const createOrder = vi.fn(async () => ({ orderId: 41 }));
    render(<CardPaymentForm amountCents={4250} createOrder={createOrder} onPaid={vi.fn()} disabled />, {
      wrapper: WithIntl,
    });
    typeCard('4242 4242 4242 4242');
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(payButton().closest('form')!);
    await new Promise((r) => setTimeout(r, 0));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('a stop from createOrder (validation refused) pays nothing and frees the button', async () => {
    server.use(publicKey());
    const createOrder = vi.fn(async () => Promise.reject(new Error('stock')));
    const adapter = fakeAdapter(async () => ({ status: 'succeeded' }));
    await renderForm({ createOrder, adapter });
    typeCard('4242 4242 4242 4242');
    fireEvent.click(payButton());
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    expect(adapter.confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with the test provider: a refused card is a French alert with the fields kept, then another card pays', async () => {
    let confirms = 0;
    server.use(
      publicKey(),
      http.post('*/api/platform/payment/intent', () =>
        ok({
          intentId: 'pi_test_1',
          amount: 4250,
          currency: 'EUR',
          provider: 'test',
          status: 'requires_payment_method',
        }),
      ),
      http.post('*/api/platform/payment/test/confirm', async ({ request }) => {
        confirms++;
        const { cardNumber } = (await request.json()) as { cardNumber: string };
        return cardNumber.replace(/\s/g, '') === '4000000000000002'
          ? refused(402, "Votre carte a été refusée. Aucun montant n'a été débité : essayez une autre carte.")
          : ok({ status: 'succeeded', orderId: 41 });
      }),
    );
    const { createOrder, onPaid } = await renderForm();
    typeCard('4000 0000 0000 0002');
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Votre carte a été refusée. Aucun montant n'a été débité : essayez une autre carte.",
    );
    expect(field(/Numéro de carte/).value).toBe('4000 0000 0000 0002');
    expect(field(/Date d'expiration/).value).toBe('12/34');
    expect(onPaid).not.toHaveBeenCalled();

    fireEvent.change(field(/Numéro de carte/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(41));
    expect(confirms).toBe(2);
    // The idempotent createOrder is asked again: the checkout's key makes it the same order.
    expect(createOrder).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an order that can no longer be paid (its hold ran out) says so and is handed to onUnpayable (issue 14)', async () => {
    server.use(publicKey());
    const message =
      "Le délai de paiement de cette commande est dépassé : elle a été annulée et ses articles remis en vente. Aucun montant n'a été débité.";
    const adapter = fakeAdapter(async () => ({ status: 'unpayable', message }));
    const onUnpayable = vi.fn();
    const { onPaid } = await renderForm({ adapter, onUnpayable });
    typeCard('4242 4242 4242 4242');
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onUnpayable).toHaveBeenCalledWith(41);
    expect(onPaid).not.toHaveBeenCalled();
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('with the test provider: 3-D Secure opens a dialog; cancel says so, approve pays', async () => {
    const answers: unknown[] = [];
    server.use(
      publicKey(),
      http.post('*/api/platform/payment/intent', () =>
        ok({
          intentId: 'pi_test_1',
          amount: 4250,
          currency: 'EUR',
          provider: 'test',
          status: 'requires_payment_method',
        }),
      ),
      http.post('*/api/platform/payment/test/confirm', () =>
        ok({ status: 'requires_action', challengeId: '3ds_1', orderId: 41 }),
      ),
      http.post('*/api/platform/payment/test/challenge', async ({ request }) => {
        const body = (await request.json()) as { approve: boolean };
        answers.push(body);
        return body.approve ? ok({ status: 'succeeded', orderId: 41 }) : refused(402, '3-D Secure refusé');
      }),
    );
    const { onPaid } = await renderForm();
    typeCard('4000 0000 0000 3220');
    fireEvent.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation par votre banque (3-D Secure)' });
    expect(dialog.textContent).toMatch(/42,50\s€/);
    // While the bank step waits, paying again is impossible.
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Paiement annulé : aucun montant n'a été débité. Vous pouvez réessayer.",
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();

    fireEvent.click(payButton());
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Confirmer le paiement' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(41));
    expect(answers).toEqual([
      { challengeId: '3ds_1', approve: false },
      { challengeId: '3ds_1', approve: true },
    ]);
  });

  it('says so when the provider’s public key is missing, and keeps the button off', async () => {
    server.use(http.get('*/api/platform/custom-test/public-key', () => refused(404, 'Introuvable')));
    render(<CardPaymentForm amountCents={4250} createOrder={vi.fn()} onPaid={vi.fn()} />, { wrapper: WithIntl });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le paiement par carte n'est pas disponible pour le moment.",
    );
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
