import { describe, expect, it } from 'vitest';
import { call, registerMember } from '../../tests/contract/client';

// Orders (spec §7 "Orders and delivery", §5 "The cart is validated on the server before the order").
// Stock written here: 10010 (stock 5, only the order tests below), 10030 (the last bottle, the race).
const WINE = 2;

const member = (site = WINE) => registerMember(site, 'order');

async function stockOf(productId: number, declinationId: number): Promise<number> {
  const res = await call('get', `/product/${productId}`, { site: WINE });
  expect(res.status).toBe(200);
  return res.body.data.declinations.find((d: { id: number }) => d.id === declinationId).quantity;
}

const address = {
  firstname: 'Paul',
  lastname: 'Bernard',
  address: '4 rue Lenepveu',
  postalCode: '49100',
  city: 'Angers',
  country: 'FRA',
};

describe('POST /order/validate', () => {
  const validate = (products: { id: number; quantity: number }[], deliveryType?: string) =>
    call('post', '/order/validate', { site: WINE, body: { products, deliveryType } });

  it.each([
    ['3 bottles (minimum 6)', [{ id: 10013, quantity: 3 }], 'Une expédition doit compter au moins 6 bouteilles.'],
    [
      '126 bottles (maximum 120)',
      [{ id: 10013, quantity: 126 }],
      'Une expédition ne peut pas dépasser 120 bouteilles.',
    ],
    [
      '9 bottles (cartons of 6)',
      [{ id: 10013, quantity: 9 }],
      'Le nombre de bouteilles expédiées doit être un multiple de 6.',
    ],
    [
      '6 + 3 half bottles = 7.5',
      [
        { id: 10013, quantity: 6 },
        { id: 10011, quantity: 3 },
      ],
      'Le nombre de bouteilles expédiées doit être un multiple de 6.',
    ],
  ])('refuses %s', async (_name, products, message) => {
    const res = await validate(products);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.data.errors).toEqual({ _: message });
  });

  it('accepts 12 × 37.5 cl as 6 bottles, and 12 bottles', async () => {
    const half = await validate([{ id: 10011, quantity: 12 }]);
    expect(half.status).toBe(200);
    expect(half.body.data).toEqual({ valid: true, bottleCount: 6 });
    expect((await validate([{ id: 10013, quantity: 12 }])).status).toBe(200);
  });

  it('reports product errors per declination id, first message first', async () => {
    const res = await validate([
      { id: 10040, quantity: 2 },
      { id: 10031, quantity: 4 },
      { id: 10013, quantity: 6 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ce produit ne peut être ajouté que par multiple de 6 bouteilles');
    expect(res.body.data.errors).toMatchObject({
      10031: 'Plus que 3 articles en stock',
      10040: 'Ce produit ne peut être ajouté que par multiple de 6 bouteilles',
    });
  });

  it('skips the expedition limits for click-and-collect', async () => {
    expect((await validate([{ id: 10013, quantity: 1 }], 'CLICK_AND_COLLECT')).status).toBe(200);
  });

  it('refuses an empty cart', async () => {
    const res = await validate([]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Aucun produit dans le panier');
  });
});

describe('POST /order/discount (spec §7: the order payload)', () => {
  const products = [{ id: 10090, quantity: 6 }]; // 6 × 11.50 € = 69 €
  // Colissimo domicile (carrier 21) to Angers: 14.90 € for six bottles (POST /calculate/shipping-fees).
  const delivered = { delivery: { type: 'DELIVERY', idCarrier: 21 }, deliveryAddress: address };
  const discount = (discountCode: string, order: object = delivered) =>
    call('post', '/order/discount', { site: WINE, body: { discountCode, products, ...order } });

  it.each([
    ['BIENVENUE10', { value: 10, total: 73.9, subtotal: 69, shippingFees: 14.9 }],
    ['VENDANGES15', { value: 10.35, total: 73.55, subtotal: 69, shippingFees: 14.9 }],
    ['LIVRAISONOFFERTE', { value: 14.9, total: 69, subtotal: 69, shippingFees: 0 }],
  ])('%s on a home delivery', async (code, expected) => {
    const res = await discount(code);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(expected);
  });

  it('prices the carrier itself: a price in the delivery block is not read, and a carrier it does not offer is refused', async () => {
    const cheap = await discount('BIENVENUE10', {
      ...delivered,
      delivery: { type: 'DELIVERY', idCarrier: 21, price: 0 },
    });
    expect(cheap.body.data).toMatchObject({ shippingFees: 14.9, total: 73.9 });
    const unknown = await discount('BIENVENUE10', { ...delivered, delivery: { type: 'DELIVERY', idCarrier: 999 } });
    expect(unknown.status).toBe(400);
  });

  it('has no shipping to discount for a collected order, or before the delivery is chosen', async () => {
    for (const order of [{ delivery: { type: 'CLICK_AND_COLLECT' } }, {}]) {
      const res = await discount('LIVRAISONOFFERTE', order);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ value: 0, total: 69, subtotal: 69, shippingFees: 0 });
    }
  });

  it('refuses expired and unknown codes', async () => {
    expect((await discount('PRIMEURS2023')).body.message).toBe('Ce code promo a expiré.');
    const unknown = await discount('NIMPORTEQUOI');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Ce code promo n'existe pas.");
  });
});

describe('POST /order', () => {
  it('needs a logged-in member', async () => {
    const res = await call('post', '/order', {
      site: WINE,
      body: {
        products: [{ id: 10013, quantity: 6 }],
        phone: '0612345678',
        billingAddress: address,
        delivery: { type: 'NO_DELIVERY' },
      },
    });
    expect(res.status).toBe(401);
  });

  it('writes the order, decrements stock and empties the cart; the member alone can read it', async () => {
    const token = await member();
    const before = await stockOf(1001, 10010);
    const added = await call('post', '/cart/new/product/10010', {
      site: WINE,
      token,
      body: { type: 'MAIN_CART', quantity: 2 },
    });
    const cartId = added.body.data.cartId;
    await call('post', '/cart/new/product/10090', { site: WINE, token, body: { type: 'MAIN_CART', quantity: 4 } });

    const res = await call('post', '/order', {
      site: WINE,
      token,
      body: {
        cartId,
        products: [
          { id: 10010, quantity: 2 },
          { id: 10090, quantity: 4 },
        ],
        phone: '0612345678',
        deliveryAddress: address,
        billingAddress: address,
        discountCode: 'BIENVENUE10',
        message: 'Merci de sonner deux fois.',
        delivery: { type: 'DELIVERY', idCarrier: 21 },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Votre commande a été enregistrée.');
    const order = res.body.data;
    // 2 × 15.50 + 4 × 11.50 = 77 €; 6 bottles by Colissimo 14.90 €; 10 € off.
    expect(order).toMatchObject({
      deliveryType: 'DELIVERY',
      carrier: { id: 21, name: 'Colissimo domicile', deliveryType: 'DELIVERY' },
      subtotal: 77,
      discountTotal: 10,
      shippingFees: 14.9,
      total: 81.9,
      bottleCount: 6,
      discount: { code: 'BIENVENUE10', type: 'EURO' },
      message: 'Merci de sonner deux fois.',
    });
    expect(order.products).toHaveLength(2);
    expect(order.products[0]).toMatchObject({ idDeclination: 10010, quantity: 2, unitPrice: 15.5, totalPrice: 31 });
    expect(await stockOf(1001, 10010)).toBe(before - 2);
    const cart = await call('post', `/cart/${cartId}`, { site: WINE, token, body: { type: 'MAIN_CART' } });
    expect(cart.body.data.products).toEqual([]);
    expect(cart.body.data.discount).toBeNull();

    const mine = await call('get', `/order/${order.id}`, { site: WINE, token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.reference).toBe(order.reference);
    const other = await member();
    expect((await call('get', `/order/${order.id}`, { site: WINE, token: other })).status).toBe(404);
    expect((await call('get', `/order/${order.id}`, { site: 1, token })).status).toBe(401);
    const list = await call('get', '/order', { site: WINE, token: other });
    expect(list.body.data).toEqual({ items: [], total: 0 });
  });

  it('lists only the member’s orders, newest first', async () => {
    const token = await member();
    const body = (quantity: number) => ({
      products: [{ id: 10090, quantity }],
      phone: '0612345678',
      billingAddress: address,
      delivery: { type: 'NO_DELIVERY' },
    });
    const first = await call('post', '/order', { site: WINE, token, body: body(1) });
    const second = await call('post', '/order', { site: WINE, token, body: body(2) });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const list = await call('get', '/order', { site: WINE, token });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items.map((o: { id: number }) => o.id)).toEqual([second.body.data.id, first.body.data.id]);
    const paged = await call('get', '/order?nbItem=1&page=2', { site: WINE, token });
    expect(paged.body.data.items.map((o: { id: number }) => o.id)).toEqual([first.body.data.id]);
  });

  it('writes nothing when refused (expired code): stock and cart unchanged', async () => {
    const token = await member();
    const before = await stockOf(1001, 10010);
    const cartId = (await call('post', '/cart/new/product/10010', { site: WINE, token, body: { quantity: 1 } })).body
      .data.cartId;
    const res = await call('post', '/order', {
      site: WINE,
      token,
      body: {
        cartId,
        products: [{ id: 10010, quantity: 1 }],
        phone: '0612345678',
        billingAddress: address,
        discountCode: 'PRIMEURS2023',
        delivery: { type: 'NO_DELIVERY' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ce code promo a expiré.');
    expect(await stockOf(1001, 10010)).toBe(before);
    expect((await call('post', `/cart/${cartId}`, { site: WINE, token, body: {} })).body.data.products).toHaveLength(1);
    expect((await call('get', '/order', { site: WINE, token })).body.data.total).toBe(0);
  });

  it('re-validates the expedition limits and the carrier', async () => {
    const token = await member();
    const base = {
      products: [{ id: 10090, quantity: 3 }],
      phone: '0612345678',
      deliveryAddress: address,
      billingAddress: address,
    };
    const few = await call('post', '/order', {
      site: WINE,
      token,
      body: { ...base, delivery: { type: 'DELIVERY', idCarrier: 21 } },
    });
    expect(few.status).toBe(400);
    expect(few.body.message).toBe('Une expédition doit compter au moins 6 bouteilles.');
    const wrongCarrier = await call('post', '/order', {
      site: WINE,
      token,
      body: { ...base, products: [{ id: 10090, quantity: 6 }], delivery: { type: 'DELIVERY', idCarrier: 22 } },
    });
    expect(wrongCarrier.status).toBe(400);
    expect(wrongCarrier.body.message).toBe('Ce transporteur est introuvable ou ne livre pas cette destination.');
  });

  it('delivers to a relay point (PICKUP)', async () => {
    const token = await member();
    const res = await call('post', '/order', {
      site: WINE,
      token,
      body: {
        products: [{ id: 10090, quantity: 6 }],
        phone: '0612345678',
        billingAddress: address,
        delivery: { type: 'PICKUP', idCarrier: 22, accessPoint: { id: 'MR-49100-006' } },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      shippingFees: 8.9,
      total: 77.9,
      accessPoint: { id: 'MR-49100-006', city: 'Angers' },
    });
  });

  it('two orders racing for the last bottle: one wins, the other gets a stock error, stock ends at 0', async () => {
    const [alice, bob] = await Promise.all([member(), member()]);
    expect(await stockOf(1003, 10030)).toBe(1);
    const order = (token: string) =>
      call('post', '/order', {
        site: WINE,
        token,
        body: {
          products: [{ id: 10030, quantity: 1 }],
          phone: '0612345678',
          billingAddress: address,
          delivery: { type: 'NO_DELIVERY' },
        },
      });
    const results = await Promise.all([order(alice), order(bob)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.success).toBe(false);
    expect(loser.body.message).toBe(
      'Stock insuffisant pour « Vieilles Vignes 2019 – 75 cl » : plus aucun article disponible.',
    );
    expect(await stockOf(1003, 10030)).toBe(0);
    const loserToken = results[0]!.status === 409 ? alice : bob;
    expect((await call('get', '/order', { site: WINE, token: loserToken })).body.data.total).toBe(0);
  });
});
