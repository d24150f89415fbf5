import { describe, expect, it } from 'vitest';
import { call, registerMember } from '../../tests/contract/client';

// Cart calls (spec §7 "Cart", §5 add-to-cart rules). Every test makes its own cart; stock levels
// read here (10031: 3, 10032: 0) are never ordered by any test.
const WINE = 2;
const SALON = 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function newCart(site = WINE, token?: string) {
  const res = await call('post', '/cart', { site, token, body: { type: 'MAIN_CART' } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}
const add = (cartId: string, declinationId: number, quantity: unknown, site = WINE, token?: string) =>
  call('post', `/cart/${cartId}/product/${declinationId}`, { site, token, body: { type: 'MAIN_CART', quantity } });
const refresh = (cartId: string, site = WINE, token?: string, body: unknown = { type: 'MAIN_CART' }) =>
  call('post', `/cart/${cartId}`, { site, token, body });

const member = (site = WINE) => registerMember(site, 'cart');

describe('creating and reading carts', () => {
  it('creates an anonymous MAIN_CART with a UUID and answers the cart shape', async () => {
    const res = await call('post', '/cart', { site: WINE, body: { type: 'MAIN_CART' } });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(UUID),
      type: 'MAIN_CART',
      products: [],
      totalProduct: 0,
      subtotal: 0,
      discount: null,
      discountTotal: 0,
      total: 0,
      bottleCount: 0,
      freeShipping: { reached: false, remainingBottles: 24, remainingPrice: 200 },
    });
  });

  it('creates the cart when adding to "new", counting 37.5 cl as half bottles', async () => {
    const res = await add('new', 10011, 12);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Produit ajouté au panier');
    const { cartId, cart } = res.body.data;
    expect(cartId).toMatch(UUID);
    expect(cart.id).toBe(cartId);
    expect(cart.totalProduct).toBe(12);
    expect(cart.bottleCount).toBe(6);
    const [line] = cart.products;
    expect(line).toMatchObject({
      quantity: 12,
      type: 'WINE',
      hasShippingFees: true,
      reference: { capacity: 37.5, capacityUnit: 'CENTILITRE' },
      sellByMultipleOf: 1,
      multipleOf: 1,
      declination: { id: 10011, year: 2021, capacity: 37.5, price: 9.5 },
      product: { id: 1001, name: 'Les Terres Rouges' },
      // 9.50 € with the product's decreasing discount of 10 % from 12 units.
      unitPrice: 8.55,
      totalPrice: 102.6,
    });
    expect(cart.subtotal).toBe(102.6);
    expect(cart.freeShipping).toEqual({ reached: false, remainingBottles: 18, remainingPrice: 97.4 });
    const again = await refresh(cartId);
    expect(again.status).toBe(200);
    expect(again.body.data.products).toHaveLength(1);
  });

  it('answers 404 for an unknown declination or cart id', async () => {
    expect((await add('new', 999999, 1)).status).toBe(404);
    expect((await refresh('not-a-cart')).status).toBe(404);
    expect((await refresh('x'.repeat(65))).status).toBe(400);
    expect((await refresh('00000000-0000-4000-8000-000000000000')).body.message).toBe('Ce panier est introuvable.');
  });

  it('keeps a cart of one site invisible from the other', async () => {
    const id = await newCart(WINE);
    const res = await refresh(id, SALON);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, data: null, message: 'Ce panier est introuvable.' });
    expect((await add(id, 1010, 1, SALON)).status).toBe(404);
    // A declination of the wine estate cannot go into a salon cart.
    const salonCart = await newCart(SALON);
    expect((await add(salonCart, 10011, 1, SALON)).status).toBe(404);
  });
});

describe('add-to-cart rules (spec §5), with nothing written on refusal', () => {
  it.each([
    ['zero', 10013, 0, 'La quantité doit être supérieure à 0', 'quantityPositive'],
    ['negative', 10013, -6, 'La quantité doit être supérieure à 0', 'quantityPositive'],
    [
      'not a multiple of the product multiple (caisse de 6)',
      10130,
      4,
      'Ce produit ne peut être ajouté que par multiple de 6',
      'multipleOf',
    ],
    ['over the stock', 10031, 4, 'Plus que 3 articles en stock', 'stock'],
    ['out of stock', 10032, 1, 'Plus aucun article en stock', 'stock'],
    [
      'WINE not a multiple of sellByMultipleOf',
      10040,
      4,
      'Ce produit ne peut être ajouté que par multiple de 6 bouteilles',
      'multipleOfBottles',
    ],
  ])('%s → 400 « %s »', async (_name, declination, quantity, message, code) => {
    const id = await newCart();
    const res = await add(id, declination, quantity);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: { code, values: expect.any(Object) }, message });
    const cart = await refresh(id);
    expect(cart.body.data.products).toEqual([]);
  });

  it('does not create a "new" cart when the add is refused', async () => {
    const token = await member();
    const res = await add('new', 10040, 4, WINE, token);
    expect(res.status).toBe(400);
    // The member still has no main cart: "new" is not found without creating one.
    expect((await refresh('new', WINE, token)).status).toBe(404);
  });

  it('accepts the multiples and checks the line total against the stock', async () => {
    const id = await newCart();
    expect((await add(id, 10130, 6)).status).toBe(200);
    expect((await add(id, 10040, 12)).status).toBe(200);
    expect((await add(id, 10031, 2)).status).toBe(200);
    const over = await add(id, 10031, 2);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Plus que 3 articles en stock');
    const cart = (await refresh(id)).body.data;
    expect(
      cart.products.map((p: { declination: { id: number }; quantity: number }) => [p.declination.id, p.quantity]),
    ).toEqual([
      [10130, 6],
      [10040, 12],
      [10031, 2],
    ]);
    expect(cart.bottleCount).toBe(20);
  });

  it('refuses a non-numeric quantity with a field error', async () => {
    const id = await newCart();
    const res = await add(id, 10013, 'beaucoup');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toHaveProperty('quantity');
  });
});

describe('changing and removing lines', () => {
  it('adds, changes the quantity, removes the line, then deletes the cart', async () => {
    const id = await newCart();
    const added = await add(id, 10013, 6);
    const line = added.body.data.cart.products[0];
    expect(line.quantity).toBe(6);

    const changed = await call('put', `/cart/${id}/product/${line.id}/quantity`, {
      site: WINE,
      body: { quantity: 12 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.products[0].quantity).toBe(12);
    expect(changed.body.data.totalProduct).toBe(12);

    const refused = await call('put', `/cart/${id}/product/${line.id}/quantity`, { site: WINE, body: { quantity: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('La quantité doit être supérieure à 0');
    expect((await refresh(id)).body.data.products[0].quantity).toBe(12);

    const removed = await call('delete', `/cart/${id}/product/${line.id}`, { site: WINE });
    expect(removed.status).toBe(200);
    expect(removed.body.data.products).toEqual([]);
    expect((await call('delete', `/cart/${id}/product/${line.id}`, { site: WINE })).status).toBe(404);

    const deleted = await call('delete', `/cart/${id}`, { site: WINE });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: null, message: 'Le panier a été supprimé.' });
    expect((await refresh(id)).status).toBe(404);
  });

  it('applies the stock rule to a changed quantity', async () => {
    const id = await newCart();
    const line = (await add(id, 10031, 1)).body.data.cart.products[0];
    const res = await call('put', `/cart/${id}/product/${line.id}/quantity`, { site: WINE, body: { quantity: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Plus que 3 articles en stock');
  });
});

describe('discount codes on a cart', () => {
  async function cartOf102() {
    const id = await newCart();
    await add(id, 10011, 12); // 102.60 €
    return id;
  }

  it('applies a EURO code (10 € off)', async () => {
    const id = await cartOf102();
    const res = await refresh(id, WINE, undefined, { type: 'MAIN_CART', discountCode: 'bienvenue10' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Le code promo a été appliqué.');
    expect(res.body.data).toMatchObject({
      discount: { code: 'BIENVENUE10', type: 'EURO', amount: 10, detailType: null },
      subtotal: 102.6,
      discountTotal: 10,
      total: 92.6,
    });
  });

  it('applies a PERCENT code (15 %) and removes it with null', async () => {
    const id = await cartOf102();
    const res = await refresh(id, WINE, undefined, { type: 'MAIN_CART', discountCode: 'VENDANGES15' });
    expect(res.body.data).toMatchObject({
      discount: { type: 'PERCENT', amount: 15 },
      discountTotal: 15.39,
      total: 87.21,
    });
    const removed = await refresh(id, WINE, undefined, { type: 'MAIN_CART', discountCode: null });
    expect(removed.body.message).toBe('Le code promo a été retiré.');
    expect(removed.body.data).toMatchObject({ discount: null, discountTotal: 0, total: 102.6 });
  });

  it('applies a SHIPPING_FEES code as free shipping', async () => {
    const id = await cartOf102();
    const res = await refresh(id, WINE, undefined, { type: 'MAIN_CART', discountCode: 'LIVRAISONOFFERTE' });
    expect(res.body.data).toMatchObject({
      discount: { code: 'LIVRAISONOFFERTE', detailType: 'SHIPPING_FEES' },
      discountTotal: 0,
      total: 102.6,
      freeShipping: { reached: true, remainingBottles: 0, remainingPrice: 0 },
    });
  });

  it.each([
    ['PRIMEURS2023', 'Ce code promo a expiré.', WINE],
    ['PASUNCODE', "Ce code promo n'existe pas.", WINE],
    // Codes belong to their site: the wine estate's code is unknown on the salon.
    ['VENDANGES15', "Ce code promo n'existe pas.", SALON],
  ])('refuses %s with 400 « %s » and leaves the cart unchanged', async (code, message, site) => {
    const id = await newCart(site);
    await refresh(id, site, undefined, { type: 'MAIN_CART', discountCode: 'BIENVENUE10' });
    const res = await refresh(id, site, undefined, { type: 'MAIN_CART', discountCode: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await refresh(id, site)).body.data.discount.code).toBe('BIENVENUE10');
  });

  it('refuses to create a cart with an expired code', async () => {
    const res = await call('post', '/cart', { site: WINE, body: { type: 'MAIN_CART', discountCode: 'PRIMEURS2023' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ce code promo a expiré.');
  });
});

describe("members' carts", () => {
  it('keeps a member cart away from visitors and other members (404)', async () => {
    const alice = await member();
    const bob = await member();
    const id = await newCart(WINE, alice);
    expect((await refresh(id, WINE, alice)).status).toBe(200);
    expect((await refresh(id)).status).toBe(404);
    expect((await refresh(id, WINE, bob)).status).toBe(404);
    expect((await add(id, 10013, 6, WINE, bob)).status).toBe(404);
    expect((await call('delete', `/cart/${id}`, { site: WINE, token: bob })).status).toBe(404);
    expect((await call('get', `/cart/${id}/default`, { site: WINE, token: bob })).status).toBe(404);
  });

  it('GET /cart/new/default creates the main cart once, and "new" then means it', async () => {
    const token = await member();
    const first = await call('get', '/cart/new/default', { site: WINE, token });
    expect(first.status).toBe(200);
    const again = await call('get', '/cart/new/default', { site: WINE, token });
    expect(again.body.data.id).toBe(first.body.data.id);
    const added = await add('new', 10013, 6, WINE, token);
    expect(added.body.data.cartId).toBe(first.body.data.id);
  });

  it('after login, makes the stored anonymous cart the main cart and merges the old one', async () => {
    const token = await member();
    const old = (await add('new', 10013, 6, WINE, token)).body.data.cartId;
    await add('new', 10090, 6, WINE, token);
    const anonymous = await newCart();
    await add(anonymous, 10013, 12);

    const res = await call('get', `/cart/${anonymous}/default`, { site: WINE, token });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(anonymous);
    const lines = res.body.data.products.map((p: { declination: { id: number }; quantity: number }) => [
      p.declination.id,
      p.quantity,
    ]);
    // The visitor's quantity wins for 10013; 10090 comes from the old main cart.
    expect(lines.sort()).toEqual([
      [10013, 12],
      [10090, 6],
    ]);
    expect((await refresh(anonymous)).status).toBe(404);
    expect((await refresh(old, WINE, token)).status).toBe(404);
    expect((await call('get', '/cart/new/default', { site: WINE, token })).body.data.id).toBe(anonymous);
  });

  it('needs a login to set a default cart', async () => {
    const res = await call('get', '/cart/new/default', { site: WINE });
    expect(res.status).toBe(401);
  });
});
