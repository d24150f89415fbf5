import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../domain/commerce/payment';
import { releaseAllExpiredHolds, releaseExpiredHolds } from '../domain/commerce/payment-hold';
import { startApi, type RunningApi } from '../server';

// Issue 14: a card order waiting for its payment holds its stock for ORDER_PAYMENT_HOLD_MINUTES only (30 by
// default): then it is cancelled and its stock returned, never twice, and never for an order that got paid. This
// file starts its own API with a clock it moves (the shared contract-test API runs on the real clock).

const WINE = 2;
const HOLD_MINUTES = 30;
const PASSWORD = 'Motdepasse1!';
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' });

let api: RunningApi;
let clock = Date.parse('2026-11-25T10:00:00Z');
const later = (minutes: number) => (clock += minutes * 60_000);

beforeAll(async () => {
  delete process.env.ORDER_PAYMENT_HOLD_MINUTES;
  api = await startApi({
    port: 0,
    dataDir: 'memory://',
    config: { bcryptCost: 4, validateResponses: true, rateLimitFactor: 1000, now: () => new Date(clock) },
  });
}, 240_000);
afterAll(async () => {
  await api?.close();
});

async function call(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { idSite: String(WINE) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await fetch(`${api.url}${url}`, { method: method.toUpperCase(), headers, body });
  return { status: response.status, body: await response.json() };
}

let members = 0;
async function member(): Promise<string> {
  const email = `hold.${++members}.${Date.now().toString(36)}@example.test`;
  const registered = await call('post', '/register', {
    body: {
      firstname: 'Lucie',
      lastname: 'Martin',
      email,
      phone: '0612345678',
      password: PASSWORD,
      birthdate: '1990-05-04',
      termsAccepted: true,
    },
  });
  expect(registered.status).toBe(201);
  const login = await call('post', '/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return login.body.data.token;
}

async function stockOf(productId: number, declinationId: number): Promise<number> {
  const res = await call('get', `/product/${productId}`);
  expect(res.status).toBe(200);
  return res.body.data.declinations.find((d: { id: number }) => d.id === declinationId).quantity;
}

/** A CARD order (the default) of `quantity` units of the wine 1006's declination 10061: its id. */
async function cardOrder(token: string, quantity: number): Promise<number> {
  const res = await call('post', '/order', {
    token,
    body: {
      products: [{ id: 10061, quantity }],
      phone: '0612345678',
      billingAddress: {
        firstname: 'Paul',
        lastname: 'Bernard',
        address: '4 rue Lenepveu',
        postalCode: '49100',
        city: 'Angers',
        country: 'FRA',
      },
      delivery: { type: 'NO_DELIVERY' },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data).toMatchObject({ paymentStatus: 'PENDING', status: 'PENDING_PAYMENT' });
  return res.body.data.id;
}

describe('the payment hold of a card order (ORDER_PAYMENT_HOLD_MINUTES)', () => {
  it('keeps the stock within the hold, then cancels the order and returns its stock once, on a read of the order', async () => {
    const token = await member();
    const before = await stockOf(1006, 10061);
    const id = await cardOrder(token, 2);
    expect(await stockOf(1006, 10061)).toBe(before - 2);

    later(HOLD_MINUTES - 1);
    expect((await call('get', `/order/${id}`, { token })).body.data.status).toBe('PENDING_PAYMENT');
    expect(await stockOf(1006, 10061)).toBe(before - 2);

    later(2);
    const read = await call('get', `/order/${id}`, { token });
    // Cancelled with its payment: never « Annulée » beside « En attente de paiement ».
    expect(read.body.data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED', paidAt: null });
    expect(await stockOf(1006, 10061)).toBe(before);
    // Read again, listed, swept: the stock comes back once only.
    await call('get', `/order/${id}`, { token });
    const listed = await call('get', '/order', { token });
    expect(listed.body.data.items.find((o: { id: number }) => o.id === id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
    });
    await releaseAllExpiredHolds(api.database.db, new Date(clock), HOLD_MINUTES);
    expect(await stockOf(1006, 10061)).toBe(before);

    // And it can no longer be paid: 409 in French, nothing charged.
    const intent = await call('post', '/payment/intent', { token, body: { orderId: id } });
    expect(intent.status).toBe(409);
    expect(intent.body.message).toMatch(/^Le délai de paiement de cette commande est dépassé/);
    // A code the checkout tells from the other 409s by (it then forgets the order it was waiting to pay).
    expect(intent.body.data).toEqual({ code: 'holdExpired' });
  });

  it('refuses a payment confirmed after the hold (the intent opened in time): the order is released, not paid', async () => {
    const token = await member();
    const before = await stockOf(1006, 10061);
    const id = await cardOrder(token, 1);
    const intent = await call('post', '/payment/intent', { token, body: { orderId: id } });
    expect(intent.status).toBe(200);
    later(HOLD_MINUTES + 1);
    const paid = await call('post', '/payment/test/confirm', {
      token,
      body: { intentId: intent.body.data.intentId, ...card('4242 4242 4242 4242') },
    });
    expect(paid.status).toBe(409);
    expect((await call('get', `/order/${id}`, { token })).body.data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      paidAt: null,
    });
    expect(await stockOf(1006, 10061)).toBe(before);
  });

  it('never releases an order paid within the hold', async () => {
    const token = await member();
    const before = await stockOf(1006, 10061);
    const id = await cardOrder(token, 1);
    const intent = await call('post', '/payment/intent', { token, body: { orderId: id } });
    later(HOLD_MINUTES - 5);
    const paid = await call('post', '/payment/test/confirm', {
      token,
      body: { intentId: intent.body.data.intentId, ...card('4242 4242 4242 4242') },
    });
    expect(paid.status).toBe(200);
    later(HOLD_MINUTES * 4);
    await releaseAllExpiredHolds(api.database.db, new Date(clock), HOLD_MINUTES);
    expect((await call('get', `/order/${id}`, { token })).body.data).toMatchObject({
      status: 'PAID',
      paymentStatus: 'PAID',
    });
    expect(await stockOf(1006, 10061)).toBe(before - 1);
  });

  it('a payment and a release of the same expired order at the same moment: paid or released, never both', async () => {
    const token = await member();
    const before = await stockOf(1006, 10061);
    const id = await cardOrder(token, 1);
    later(HOLD_MINUTES + 1);
    const db = api.database.db;
    const site = { id: WINE, name: 'Domaine' } as never;
    const now = new Date(clock);
    const [paid, released] = await Promise.all([
      db.transaction((tx) => markOrderPaid(tx, site, id, now)),
      db.transaction((tx) => releaseExpiredHolds(tx, WINE, now, HOLD_MINUTES, id)),
    ]);
    expect([paid, released.includes(id)].filter(Boolean)).toHaveLength(1);
    const order = (await call('get', `/order/${id}`, { token })).body.data;
    const stock = await stockOf(1006, 10061);
    if (paid) expect([order.status, order.paymentStatus, stock]).toEqual(['PAID', 'PAID', before - 1]);
    else expect([order.status, order.paymentStatus, stock]).toEqual(['CANCELLED', 'CANCELLED', before]);
    // Whichever came second found nothing to do, and a later payment or release changes nothing.
    expect(await db.transaction((tx) => markOrderPaid(tx, site, id, now))).toBe(false);
    expect(await db.transaction((tx) => releaseExpiredHolds(tx, WINE, now, HOLD_MINUTES, id))).toEqual([]);
    expect(await stockOf(1006, 10061)).toBe(stock);
  });

  it('gives the stock of abandoned payments back before a new order takes some', async () => {
    const first = await member();
    const all = await stockOf(1006, 10061);
    await cardOrder(first, all); // every bottle held by a payment that never comes
    const second = await member();
    const refused = await call('post', '/order', {
      token: second,
      body: {
        products: [{ id: 10061, quantity: 1 }],
        phone: '0612345678',
        billingAddress: {
          firstname: 'A',
          lastname: 'B',
          address: '1 rue',
          postalCode: '49100',
          city: 'Angers',
          country: 'FRA',
        },
        delivery: { type: 'NO_DELIVERY' },
      },
    });
    expect(refused.status).toBe(409);
    later(HOLD_MINUTES + 1);
    await cardOrder(second, 1);
    expect(await stockOf(1006, 10061)).toBe(all - 1);
  });
});
