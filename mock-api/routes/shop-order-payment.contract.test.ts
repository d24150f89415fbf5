import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, registerMember } from '../../tests/contract/client';

// Issue 14: POST /order honours an Idempotency-Key, prices are the server's, and the local test payment provider
// pays an order exactly once (refusal, 3-D Secure, replays). Stock written here: 10061 and 10102 (5 each, used by
// no other contract test), so the decrements below are this file's alone.
const SALON = 1;
const WINE = 2;

const address = {
  firstname: 'Paul',
  lastname: 'Bernard',
  address: '4 rue Lenepveu',
  postalCode: '49100',
  city: 'Angers',
  country: 'FRA',
};

async function stockOf(productId: number, declinationId: number): Promise<number> {
  const res = await call('get', `/product/${productId}`, { site: WINE });
  expect(res.status).toBe(200);
  return res.body.data.declinations.find((d: { id: number }) => d.id === declinationId).quantity;
}

const orderBody = (products: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  products,
  phone: '0612345678',
  billingAddress: address,
  delivery: { type: 'NO_DELIVERY' },
  ...extra,
});

const placeOrder = (token: string, body: unknown, key?: string, site = WINE) =>
  call('post', '/order', { site, token, body, headers: key ? { 'Idempotency-Key': key } : {} });

async function ordersOf(token: string, site = WINE): Promise<{ id: number }[]> {
  const res = await call('get', '/order?nbItem=100', { site, token });
  expect(res.status).toBe(200);
  return res.body.data.items;
}

async function confirmationMails(email: string, site = WINE): Promise<{ subject: string; body: string }[]> {
  const res = await call('get', `/dev/outbox?to=${encodeURIComponent(email)}&nbItem=100`, { site });
  expect(res.status).toBe(200);
  return res.body.data.filter((mail: { meta: { kind?: string } }) => mail.meta.kind === 'orderConfirmation');
}

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });

describe('POST /order with an Idempotency-Key', () => {
  it('answers the same order to the same key (200), decrementing stock once', async () => {
    const token = await registerMember(WINE, 'idem');
    const before = await stockOf(1006, 10061);
    const key = randomUUID();
    const body = orderBody([{ id: 10061, quantity: 1 }]);
    const first = await placeOrder(token, body, key);
    expect(first.status).toBe(201);
    const again = await placeOrder(token, body, key);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.reference).toBe(first.body.data.reference);
    expect(await stockOf(1006, 10061)).toBe(before - 1);
    expect(await ordersOf(token)).toHaveLength(1);
  });

  it('two sends of the same key at once make one order and one decrement', async () => {
    const token = await registerMember(WINE, 'idem');
    const before = await stockOf(1010, 10102);
    const key = randomUUID();
    const body = orderBody([{ id: 10102, quantity: 1 }]);
    const results = await Promise.all([placeOrder(token, body, key), placeOrder(token, body, key)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(results[0]!.body.data.id).toBe(results[1]!.body.data.id);
    expect(await stockOf(1010, 10102)).toBe(before - 1);
    expect(await ordersOf(token)).toHaveLength(1);
  });

  it('refuses the same key with another body (409, French), and keys are per member', async () => {
    const token = await registerMember(WINE, 'idem');
    const key = randomUUID();
    expect((await placeOrder(token, orderBody([{ id: 10090, quantity: 1 }]), key)).status).toBe(201);
    const changed = await placeOrder(token, orderBody([{ id: 10090, quantity: 2 }]), key);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(
      'Votre commande a changé depuis son premier envoi : vérifiez-la, puis validez-la à nouveau.',
    );
    expect(changed.body.data).toEqual({ code: 'idempotencyConflict' });
    expect(await ordersOf(token)).toHaveLength(1);
    // Another member's same key is another order.
    const other = await registerMember(WINE, 'idem');
    expect((await placeOrder(other, orderBody([{ id: 10090, quantity: 1 }]), key)).status).toBe(201);
  });

  it('refuses a malformed key (400) and orders nothing', async () => {
    const token = await registerMember(WINE, 'idem');
    const res = await placeOrder(token, orderBody([{ id: 10090, quantity: 1 }]), 'a b');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "L'en-tête Idempotency-Key doit compter de 8 à 128 lettres, chiffres, tirets ou soulignés.",
    );
    expect(await ordersOf(token)).toHaveLength(0);
  });
});

describe('POST /order prices on the server', () => {
  it('ignores a tampered total, subtotal and carrier price in the body', async () => {
    const token = await registerMember(WINE, 'tamper');
    const res = await placeOrder(
      token,
      orderBody([{ id: 10090, quantity: 6 }], {
        deliveryAddress: address,
        delivery: { type: 'DELIVERY', idCarrier: 21, price: 0 },
        total: 0.01,
        subtotal: 0.01,
        shippingFees: 0,
        totalCents: 1,
        products: [{ id: 10090, quantity: 6, price: 0.01, unitPrice: 0.01 }],
      }),
      randomUUID(),
    );
    expect(res.status).toBe(201);
    // 6 × 11.50 € + Colissimo 14.90 €.
    expect(res.body.data).toMatchObject({ subtotal: 69, shippingFees: 14.9, total: 83.9, paymentStatus: 'PENDING' });
    const intent = await call('post', '/payment/intent', { site: WINE, token, body: { orderId: res.body.data.id } });
    expect(intent.body.data).toMatchObject({ amount: 8390, currency: 'EUR', provider: 'test' });
  });
});

describe('orders and payments of another member', () => {
  it('are 404: reading, opening a payment, confirming, answering a challenge', async () => {
    const owner = await registerMember(WINE, 'owner');
    const thief = await registerMember(WINE, 'thief');
    const order = (await placeOrder(owner, orderBody([{ id: 10090, quantity: 1 }]), randomUUID())).body.data;
    expect((await call('get', `/order/${order.id}`, { site: WINE, token: thief })).status).toBe(404);
    const stolen = await call('post', '/payment/intent', { site: WINE, token: thief, body: { orderId: order.id } });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('Cette commande est introuvable.');
    const intent = (await call('post', '/payment/intent', { site: WINE, token: owner, body: { orderId: order.id } }))
      .body.data;
    const confirm = await call('post', '/payment/test/confirm', {
      site: WINE,
      token: thief,
      body: { intentId: intent.intentId, ...card('4242 4242 4242 4242') },
    });
    expect(confirm.status).toBe(404);
    const challenge = (
      await call('post', '/payment/test/confirm', {
        site: WINE,
        token: owner,
        body: { intentId: intent.intentId, ...card('4000 0000 0000 3220') },
      })
    ).body.data.challengeId;
    const answered = await call('post', '/payment/test/challenge', {
      site: WINE,
      token: thief,
      body: { challengeId: challenge, approve: true },
    });
    expect(answered.status).toBe(404);
    expect((await call('get', `/order/${order.id}`, { site: WINE, token: owner })).body.data.paymentStatus).toBe(
      'PENDING',
    );
    // Without a token: 401.
    expect((await call('post', '/payment/intent', { site: WINE, body: { orderId: order.id } })).status).toBe(401);
  });
});

describe('the test payment provider', () => {
  async function cardOrder(prefix: string) {
    const token = await registerMember(WINE, prefix);
    const key = randomUUID();
    const body = orderBody([{ id: 10090, quantity: 2 }]);
    const order = (await placeOrder(token, body, key)).body.data;
    const open = () => call('post', '/payment/intent', { site: WINE, token, body: { orderId: order.id } });
    const confirm = (intentId: string, number: string) =>
      call('post', '/payment/test/confirm', { site: WINE, token, body: { intentId, ...card(number) } });
    return { token, key, body, order, open, confirm };
  }

  it('a refused card, then a good one on the same order: one order, PAID once, one mail', async () => {
    const { token, key, body, order, open, confirm } = await cardOrder('refused');
    expect(order).toMatchObject({ paymentMethod: 'CARD', paymentStatus: 'PENDING', status: 'PENDING_PAYMENT' });
    const intent = (await open()).body.data;
    expect(intent).toMatchObject({ amount: 2300, status: 'requires_payment_method' });

    const refused = await confirm(intent.intentId, '4000 0000 0000 0002');
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      "Votre carte a été refusée. Aucun montant n'a été débité : essayez une autre carte.",
    );
    expect((await call('get', `/order/${order.id}`, { site: WINE, token })).body.data.paymentStatus).toBe('PENDING');

    // The checkout retries: the same key gives the same order, the same intent.
    const retried = await placeOrder(token, body, key);
    expect(retried.status).toBe(200);
    expect((await open()).body.data.intentId).toBe(intent.intentId);
    const paid = await confirm(intent.intentId, '4242424242424242');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({ status: 'succeeded', orderId: order.id });
    // A replayed confirm (network cut) answers succeeded again and changes nothing.
    expect((await confirm(intent.intentId, '4242424242424242')).body.data.status).toBe('succeeded');

    const read = (await call('get', `/order/${order.id}`, { site: WINE, token })).body.data;
    expect(read).toMatchObject({ paymentStatus: 'PAID', status: 'PAID' });
    expect(read.paidAt).toEqual(expect.any(String));
    expect(await ordersOf(token)).toHaveLength(1);
    expect((await open()).body.data.status).toBe('succeeded');

    const mails = await confirmationMails(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Confirmation de votre commande ${order.reference}`);
    expect(mails[0]!.body).toMatch(/^Total : 23,00\s€$/m);
    expect(mails[0]!.body).toContain('Votre paiement par carte a bien été reçu.');
  });

  it('3-D Secure: cancelled (402, still payable), then approved (PAID); the challenge is then gone', async () => {
    const { token, order, open, confirm } = await cardOrder('threeds');
    const intent = (await open()).body.data;
    const first = await confirm(intent.intentId, '4000000000003220');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'requires_action', orderId: order.id });
    const cancelled = await call('post', '/payment/test/challenge', {
      site: WINE,
      token,
      body: { challengeId: first.body.data.challengeId, approve: false },
    });
    expect(cancelled.status).toBe(402);
    expect(cancelled.body.message).toBe(
      "L'authentification 3-D Secure n'a pas abouti. Aucun montant n'a été débité : réessayez.",
    );
    expect((await call('get', `/order/${order.id}`, { site: WINE, token })).body.data.paymentStatus).toBe('PENDING');

    const second = await confirm(intent.intentId, '4000 0000 0000 3220');
    const challengeId = second.body.data.challengeId;
    expect(challengeId).not.toBe(first.body.data.challengeId);
    const approved = await call('post', '/payment/test/challenge', {
      site: WINE,
      token,
      body: { challengeId, approve: true },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ status: 'succeeded', orderId: order.id });
    expect((await call('get', `/order/${order.id}`, { site: WINE, token })).body.data.paymentStatus).toBe('PAID');
    const replay = await call('post', '/payment/test/challenge', {
      site: WINE,
      token,
      body: { challengeId, approve: true },
    });
    expect(replay.status).toBe(404);
    expect(await confirmationMails(order.email)).toHaveLength(1);
  });

  it('two successful confirms at once pay once and mail once', async () => {
    const { token, order, open, confirm } = await cardOrder('race');
    const intent = (await open()).body.data;
    const results = await Promise.all([
      confirm(intent.intentId, '4242424242424242'),
      confirm(intent.intentId, '4242424242424242'),
    ]);
    expect(results.map((r) => r.body.data.status)).toEqual(['succeeded', 'succeeded']);
    expect((await call('get', `/order/${order.id}`, { site: WINE, token })).body.data.paymentStatus).toBe('PAID');
    expect(await confirmationMails(order.email)).toHaveLength(1);
  });

  it('checks the card fields with French messages per field, and refuses unknown numbers', async () => {
    const { token, open, confirm } = await cardOrder('fields');
    const intent = (await open()).body.data;
    const bad = await call('post', '/payment/test/confirm', {
      site: WINE,
      token,
      body: { intentId: intent.intentId, cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual({
      cardNumber: "Ce numéro de carte n'est pas valide.",
      expiry: 'Cette carte a expiré.',
      cvc: 'Le cryptogramme compte 3 ou 4 chiffres.',
    });
    const unknown = await confirm(intent.intentId, '5555 5555 5555 4444');
    expect(unknown.status).toBe(402);
    expect(unknown.body.message).toBe(
      "Cette carte n'est pas acceptée par le paiement de test : utilisez une carte de test.",
    );
  });
});

describe('on-site payment (PAYMENT_METHOD)', () => {
  async function allowedSlot(): Promise<{ idSchedule: number; dateSchedule: string }> {
    const addresses = await call('get', '/company/address?type=CLICK_AND_COLLECT', { site: SALON });
    const schedule = addresses.body.data.items.find((a: { schedules: unknown[] }) => a.schedules.length > 0)
      .schedules[0];
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
      const dates = await call(
        'get',
        `/calendar/${schedule.id}/date/allowed/${month.getUTCMonth() + 1}/${month.getUTCFullYear()}`,
        { site: SALON },
      );
      if (dates.body.data.length) return { idSchedule: schedule.id, dateSchedule: dates.body.data[0] };
    }
    throw new Error('no allowed date in three months');
  }

  it('click-and-collect on the salon (CARD,ON_SITE): confirmed at once, mailed once, no payment to open', async () => {
    const token = await registerMember(SALON, 'onsite');
    const key = randomUUID();
    const body = orderBody([{ id: 1010, quantity: 1 }], {
      delivery: { type: 'CLICK_AND_COLLECT' },
      paymentMethod: 'ON_SITE',
      ...(await allowedSlot()),
    });
    const res = await placeOrder(token, body, key, SALON);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ paymentMethod: 'ON_SITE', paymentStatus: 'ON_SITE', status: 'PROCESSING' });
    expect((await placeOrder(token, body, key, SALON)).status).toBe(200);
    const mails = await confirmationMails(res.body.data.email, SALON);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Vous réglerez cette commande sur place, au retrait.');
    const intent = await call('post', '/payment/intent', { site: SALON, token, body: { orderId: res.body.data.id } });
    expect(intent.status).toBe(409);
  });

  it('is refused outside click-and-collect, on either site', async () => {
    const salon = await registerMember(SALON, 'onsite');
    const delivered = await placeOrder(
      salon,
      orderBody([{ id: 1010, quantity: 1 }], { paymentMethod: 'ON_SITE' }),
      undefined,
      SALON,
    );
    expect(delivered.status).toBe(400);
    expect(delivered.body.message).toBe("Le paiement sur place n'est pas proposé pour cette commande.");
    const wine = await registerMember(WINE, 'onsite');
    const cardOnly = await placeOrder(wine, orderBody([{ id: 10090, quantity: 1 }], { paymentMethod: 'ON_SITE' }));
    expect(cardOnly.status).toBe(400);
    expect(await ordersOf(wine)).toHaveLength(0);
  });
});
