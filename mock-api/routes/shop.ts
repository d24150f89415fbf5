import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParams, listOf, listQuery } from '../../lib/platform/schemas/common';
import {
  accessPointSchema,
  accessPointsBodySchema,
  addressTypeSchema,
  addToCartBodySchema,
  addToCartResponseSchema,
  calendarParamsSchema,
  carrierPriceSchema,
  cartBodySchema,
  cartLineParamsSchema,
  cartParamsSchema,
  cartProductParamsSchema,
  cartQuantityBodySchema,
  cartSchema,
  citiesParamsSchema,
  citySchema,
  companyAddressSchema,
  countrySchema,
  createOrderBodySchema,
  discountBodySchema,
  discountResponseSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  orderSchema,
  paymentIntentBodySchema,
  paymentIntentSchema,
  paymentResultSchema,
  shippingFeesBodySchema,
  testChallengeBodySchema,
  testConfirmBodySchema,
  validateOrderBodySchema,
} from '../../lib/platform/schemas/shop';
import { applyDiscount } from '../../lib/rules/shipping';
import type { DbOrTx } from '../db/client';
import {
  addressTypes,
  cartProducts,
  carts,
  cities,
  companyAddresses,
  companyAddressTypes,
  countries,
  orders,
  relayPoints,
  schedules,
} from '../db/schema';
import type { AuthUser } from '../http/context';
import { ApiError, badRequest, notFound } from '../http/errors';
import { planList } from '../http/list';
import { defineRoute, reply, type AnyRoute } from '../http/route';
import { t } from '../i18n';
import { centsToEuros } from '../domain/catalogue/adapter';
import { allowedDates } from '../domain/commerce/calendar';
import {
  buildCart,
  createCart,
  defaultCartOf,
  findCart,
  findDefaultCart,
  makeDefault,
  touchCart,
  type CartRow,
} from '../domain/commerce/cart';
import { findUsableCode, toRule } from '../domain/commerce/discounts';
import { departmentOf, distanceKm, searchKey } from '../domain/commerce/geo';
import { checkItemQuantity, loadSellable } from '../domain/commerce/lines';
import { orderLinesOf, placeOrderOnce, quotedCarrier, toApiOrder } from '../domain/commerce/order';
import { completeChallenge, confirmTestPayment, openIntent, type PaymentHold } from '../domain/commerce/payment';
import { DEFAULT_PAYMENT_HOLD_MINUTES, releaseExpiredHolds } from '../domain/commerce/payment-hold';
import { evaluatePayload, quantityMessage } from '../domain/commerce/payload';
import { readShopSettings, requireSalesArea } from '../domain/commerce/settings';
import { quoteCarriers, toApiQuote } from '../domain/commerce/shipping-fees';

const CART = 'Cart';
const ORDERS = 'Orders';
const DELIVERY = 'Delivery';
const PAYMENT = 'Payment';

/** A refused quantity: 400 with the rule's French message, and its code and values for the client. */
function quantityRefusal(check: { code: string; values: { n: number } }): ApiError {
  return new ApiError(400, quantityMessage(check), { code: check.code, values: check.values });
}

/** `cartId` of a path: "new" is only meaningful for a member (their main cart). */
async function existingCart(db: DbOrTx, siteId: number, user: AuthUser | null, cartId: string): Promise<CartRow> {
  if (cartId === 'new') {
    const cart = user ? await findDefaultCart(db, siteId, user.id) : null;
    if (!cart) throw notFound('shop.cartNotFound');
    return cart;
  }
  return findCart(db, siteId, user, cartId);
}

/** The payment hold of a call (issue 14): its clock and ORDER_PAYMENT_HOLD_MINUTES. */
const holdOf = (config: { now: () => Date; paymentHoldMinutes?: number }): PaymentHold => ({
  now: config.now(),
  minutes: config.paymentHoldMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES,
});

/**
 * A payment step on an order whose hold was released (cancelled, stock returned): 409, after the release commits,
 * with `data.code` holdExpired so that a checkout can tell it from the other 409s and forget that order.
 */
function refuseExpired<T extends { status: string }>(result: T): Exclude<T, { status: 'expired' }> {
  if (result.status === 'expired')
    throw ApiError.of(409, 'orderPayment.holdExpired', undefined, { code: 'holdExpired' });
  return result as Exclude<T, { status: 'expired' }>;
}

// ---------------------------------------------------------------- Cart

const createCartRoute = defineRoute({
  method: 'post',
  path: '/cart',
  tag: CART,
  summary: 'Créer un panier',
  description:
    'Creates an empty MAIN_CART (spec §7) and answers it. With a token it belongs to the member (their default cart when they ' +
    'have none yet); without, it is anonymous and reachable by its id (a random UUID, spec §6). `discountCode` (optional) is ' +
    'applied; an unknown or expired code is a 400 and no cart is created.',
  body: cartBodySchema,
  response: cartSchema,
  handler: async ({ db, site, user, body, config }) => {
    const now = config.now();
    const code = body.discountCode ? await findUsableCode(db, site.id, body.discountCode, now) : null;
    const cart = await createCart(db, site.id, user, code?.id ?? null);
    return reply(await buildCart(db, cart, now), '', 201);
  },
});

const refreshCartRoute = defineRoute({
  method: 'post',
  path: '/cart/{cartId}',
  tag: CART,
  summary: 'Rafraîchir un panier (et appliquer ou retirer un code promo)',
  description:
    'Answers the cart with fresh prices and stock. `discountCode`: a code applies it (unknown or expired → 400, cart ' +
    'unchanged); `null` or "" removes the current code; absent leaves it. `cartId` "new" means the member\'s main cart ' +
    "(404 when there is none or without a token). A member's cart is reachable only by that member (404 otherwise).",
  params: cartParamsSchema,
  body: cartBodySchema,
  response: cartSchema,
  handler: async ({ db, site, user, params, body, config }) => {
    const now = config.now();
    let cart = await existingCart(db, site.id, user, params.cartId);
    let message = '';
    if (body.discountCode !== undefined) {
      const code = body.discountCode ? await findUsableCode(db, site.id, body.discountCode, now) : null;
      if (code?.id !== cart.discountCodeId) {
        [cart] = (await db
          .update(carts)
          .set({ discountCodeId: code?.id ?? null, updatedAt: now })
          .where(and(eq(carts.id, cart.id), eq(carts.siteId, site.id)))
          .returning()) as [CartRow];
        message = t(code ? 'shop.discountApplied' : 'shop.discountRemoved');
      }
    }
    return reply(await buildCart(db, cart, now), message);
  },
});

const defaultCartRoute = defineRoute({
  method: 'get',
  path: '/cart/{cartId}/default',
  tag: CART,
  access: 'user',
  summary: 'Faire de ce panier le panier principal du membre',
  description:
    'Spec §4: after login, the stored cart id is made the default cart. `cartId` "new": answers the member\'s main cart, ' +
    'created when missing. An anonymous cart is taken over by the member and becomes their main cart; the lines of their ' +
    "previous main cart that it lacks are moved into it (for a declination in both, this cart's quantity wins) and the " +
    "previous cart is deleted. Another member's cart → 404.",
  params: cartParamsSchema,
  response: cartSchema,
  handler: async ({ db, site, user, params, config }) => {
    const cart = await db.transaction(async (tx) => {
      if (params.cartId === 'new') return defaultCartOf(tx, site.id, user);
      return makeDefault(tx, await findCart(tx, site.id, user, params.cartId), user);
    });
    return buildCart(db, cart, config.now());
  },
});

const addProductRoute = defineRoute({
  method: 'post',
  path: '/cart/{cartId}/product/{declinationId}',
  tag: CART,
  summary: 'Ajouter une déclinaison au panier',
  description:
    "Adds `quantity` units of the declination (spec §5 rules on the line's resulting quantity, in order: quantity > 0, " +
    "multiple of the product's multipleOf, stock when tracked, for WINE multiple of sellByMultipleOf; refusal → 400 with " +
    'the French message and `data: { code, values }`, nothing written). `cartId` "new" creates the cart (a member\'s goes ' +
    'to their main cart). Answers `{ cartId, cart }` with the message « Produit ajouté au panier ».',
  params: cartProductParamsSchema,
  body: addToCartBodySchema,
  response: addToCartResponseSchema,
  handler: async ({ db, site, user, params, body, config }) => {
    const cart = await db.transaction(async (tx) => {
      const item = (await loadSellable(tx, site.id, [params.declinationId])).get(params.declinationId);
      if (!item) throw notFound('shop.productNotFound');
      const added = checkItemQuantity(item, body.quantity);
      if (!added.ok && added.code === 'quantityPositive') throw quantityRefusal(added);
      let target: CartRow | null =
        params.cartId === 'new'
          ? user
            ? await findDefaultCart(tx, site.id, user.id)
            : null
          : await findCart(tx, site.id, user, params.cartId);
      const [line] = target
        ? await tx
            .select()
            .from(cartProducts)
            .where(
              and(
                eq(cartProducts.cartId, target.id),
                eq(cartProducts.declinationId, item.declination.id),
                eq(cartProducts.siteId, site.id),
              ),
            )
            .for('update')
        : [];
      const total = (line?.quantity ?? 0) + body.quantity;
      const check = checkItemQuantity(item, total);
      if (!check.ok) throw quantityRefusal(check);
      target ??= await createCart(tx, site.id, user);
      await tx
        .insert(cartProducts)
        .values({ siteId: site.id, cartId: target.id, declinationId: item.declination.id, quantity: total })
        .onConflictDoUpdate({ target: [cartProducts.cartId, cartProducts.declinationId], set: { quantity: total } });
      await touchCart(tx, target);
      return target;
    });
    return reply({ cartId: cart.id, cart: await buildCart(db, cart, config.now()) }, t('shop.productAdded'));
  },
});

const lineQuantityRoute = defineRoute({
  method: 'put',
  path: '/cart/{cartId}/product/{productId}/quantity',
  tag: CART,
  summary: "Changer la quantité d'une ligne du panier",
  description:
    "`productId` is the cart line id (`products[].id` of the cart). The quantity replaces the line's; same rules and " +
    'messages as adding (0 is refused: remove the line with DELETE). Answers the cart.',
  params: cartLineParamsSchema,
  body: cartQuantityBodySchema,
  response: cartSchema,
  handler: async ({ db, site, user, params, body, config }) => {
    const cart = await db.transaction(async (tx) => {
      const cart = await existingCart(tx, site.id, user, params.cartId);
      const [line] = await tx
        .select()
        .from(cartProducts)
        .where(
          and(
            eq(cartProducts.id, params.productId),
            eq(cartProducts.cartId, cart.id),
            eq(cartProducts.siteId, site.id),
          ),
        );
      if (!line) throw notFound('shop.cartLineNotFound');
      const item = (await loadSellable(tx, site.id, [line.declinationId])).get(line.declinationId);
      if (!item) throw notFound('shop.productNotFound');
      const check = checkItemQuantity(item, body.quantity);
      if (!check.ok) throw quantityRefusal(check);
      await tx.update(cartProducts).set({ quantity: body.quantity }).where(eq(cartProducts.id, line.id));
      await touchCart(tx, cart);
      return cart;
    });
    return reply(await buildCart(db, cart, config.now()), t('shop.quantityUpdated'));
  },
});

const removeLineRoute = defineRoute({
  method: 'delete',
  path: '/cart/{cartId}/product/{productId}',
  tag: CART,
  summary: 'Retirer une ligne du panier',
  description: '`productId` is the cart line id. Answers the cart.',
  params: cartLineParamsSchema,
  response: cartSchema,
  handler: async ({ db, site, user, params, config }) => {
    const cart = await existingCart(db, site.id, user, params.cartId);
    const removed = await db
      .delete(cartProducts)
      .where(
        and(eq(cartProducts.id, params.productId), eq(cartProducts.cartId, cart.id), eq(cartProducts.siteId, site.id)),
      )
      .returning({ id: cartProducts.id });
    if (removed.length === 0) throw notFound('shop.cartLineNotFound');
    await touchCart(db, cart);
    return reply(await buildCart(db, cart, config.now()), t('shop.productRemoved'));
  },
});

const deleteCartRoute = defineRoute({
  method: 'delete',
  path: '/cart/{cartId}',
  tag: CART,
  summary: 'Supprimer un panier',
  description: 'Deletes the cart and its lines; answers `null`. The storefront then goes back to "new" (spec §4).',
  params: cartParamsSchema,
  response: z.null(),
  handler: async ({ db, site, user, params }) => {
    const cart = await existingCart(db, site.id, user, params.cartId);
    await db.delete(carts).where(and(eq(carts.id, cart.id), eq(carts.siteId, site.id)));
    return reply(null, t('shop.cartDeleted'));
  },
});

// ---------------------------------------------------------------- Orders

const validateRoute = defineRoute({
  method: 'post',
  path: '/order/validate',
  tag: ORDERS,
  summary: 'Valider un panier avant la commande',
  description:
    'Spec §5: the cart is validated on the server before the order. Checks each product (exists, quantity rules, stock) and, ' +
    'for DELIVERY and PICKUP (the default), the bottle count against MINIMUM_EXPEDITION_BOTTLE, MAXIMUM_EXPEDITION_BOTTLE ' +
    'and BOTTLE_MULTIPLE (half bottles counted). 200 `{ valid: true }`, or 400 with the first message and ' +
    '`data.errors` keyed by declination id (`_` for the whole cart). Empty products → 400 « Aucun produit dans le panier ».',
  body: validateOrderBodySchema,
  response: z.object({ valid: z.literal(true), bottleCount: z.number() }),
  handler: async ({ db, site, body }) => {
    if (body.products.length === 0) throw badRequest('shop.noProducts');
    const settings = await readShopSettings(db, site.id);
    const type = body.deliveryType ?? 'DELIVERY';
    const payload = await evaluatePayload(db, site.id, body.products, settings, {
      expedition: type === 'DELIVERY' || type === 'PICKUP',
    });
    if (payload.first) throw new ApiError(400, payload.first.message, { errors: payload.errors });
    return reply({ valid: true as const, bottleCount: payload.bottleCount }, t('shop.cartValid'));
  },
});

const discountRoute = defineRoute({
  method: 'post',
  path: '/order/discount',
  tag: ORDERS,
  summary: "Calculer la remise d'un code promo",
  description:
    'Body: the order payload of POST /order as far as it is known (spec §7), at least `discountCode` and `products`. ' +
    'With a DELIVERY or PICKUP `delivery` block, its carrier is priced here for the products and the address (as for the ' +
    'order; unknown carrier → 400), otherwise the shipping is 0. Applies the code to the products and that shipping: ' +
    'EURO takes its amount off, PERCENT its percentage, SHIPPING_FEES offers the shipping; never below 0. Answers euros: ' +
    '`{ value (saved), total, subtotal, shippingFees (after the code) }`. Unknown or expired code → 400.',
  body: discountBodySchema,
  response: discountResponseSchema,
  handler: async ({ db, site, body, config }) => {
    if (body.products.length === 0) throw badRequest('shop.noProducts');
    const code = await findUsableCode(db, site.id, body.discountCode, config.now());
    const settings = await readShopSettings(db, site.id);
    const payload = await evaluatePayload(db, site.id, body.products, settings, { expedition: false });
    if (payload.first) throw new ApiError(400, payload.first.message, { errors: payload.errors });
    const { delivery, deliveryAddress } = body;
    // A shipped delivery is priced as for the order; collected, or not chosen yet, there is no shipping.
    const shippingCents =
      delivery?.type === 'DELIVERY' || delivery?.type === 'PICKUP'
        ? (await quotedCarrier(db, site.id, { delivery, deliveryAddress }, settings, payload)).priceCents
        : 0;
    const priced = applyDiscount(payload.subtotalCents, shippingCents, toRule(code));
    return {
      value: centsToEuros(priced.valueCents),
      total: centsToEuros(priced.totalCents),
      subtotal: centsToEuros(payload.subtotalCents),
      shippingFees: centsToEuros(priced.shippingCents),
    };
  },
});

const placeOrderRoute = defineRoute({
  method: 'post',
  path: '/order',
  tag: ORDERS,
  access: 'user',
  summary: 'Passer commande',
  description:
    'Members only (401 otherwise): the order is kept in their account. In one transaction: re-validates the products ' +
    '(and the expedition limits for DELIVERY/PICKUP), prices the delivery on the server (`delivery.idCarrier` from ' +
    'POST /calculate/shipping-fees; the export carrier by `serviceCode`, its price recomputed), checks the relay point ' +
    '(PICKUP: `delivery.accessPoint.id`) or the pick-up date (CLICK_AND_COLLECT: `idSchedule` + `dateSchedule` among the ' +
    'allowed dates), applies the discount code, decrements stock atomically (not enough left → 409 with the product), ' +
    'writes the order and its lines with the prices of the moment and empties the cart (`cartId`, default the main cart). ' +
    'Any refusal writes nothing. Every price and total is computed here: none is read from the body. Answers the order ' +
    '(201).\n\n`paymentMethod`: CARD (then POST /payment/intent; `paymentStatus` PENDING, status PENDING_PAYMENT) or ' +
    'ON_SITE (CLICK_AND_COLLECT only, on a site whose PAYMENT_METHOD lists ON_SITE, e.g. `CARD,ON_SITE`; paymentStatus ' +
    'ON_SITE, status PROCESSING, the confirmation mail is sent at once). Absent: the first the site allows (CARD).\n\n' +
    'Header `Idempotency-Key` (8–128 letters, digits, `-`, `_`; one per checkout, e.g. a UUID): the same member sending ' +
    'the same key again gets the same order back with 200 (no second stock decrement, no second mail), even when both ' +
    'requests run at once; the same key with another body → 409. Without the header every call places a new order.\n\n' +
    'A CARD order not paid within ORDER_PAYMENT_HOLD_MINUTES (30) is cancelled (status CANCELLED, paymentStatus ' +
    'CANCELLED: nothing was charged, nothing is due) and its stock returned: the payment calls then answer 409. ' +
    'Expired holds are released before an order takes stock, on reads of the order, and by a sweep once a minute.',
  body: createOrderBodySchema,
  response: orderSchema,
  handler: async ({ c, db, site, user, body, config }) => {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    let key: string | null = null;
    if (header !== undefined) {
      const parsed = idempotencyKeySchema.safeParse(header.trim());
      if (!parsed.success)
        throw badRequest('orderPayment.idempotencyKeyInvalid', undefined, {
          errors: { [IDEMPOTENCY_HEADER]: t('orderPayment.idempotencyKeyInvalid') },
        });
      key = parsed.data;
    }
    const hold = holdOf(config);
    const now = hold.now;
    // Abandoned payments give their stock back before this order takes some (issue 14).
    await db.transaction((tx) => releaseExpiredHolds(tx, site.id, now, hold.minutes));
    const { order, replayed } = await db.transaction((tx) => placeOrderOnce(tx, site, user, body, key, now));
    const lines = await orderLinesOf(db, site.id, [order.id]);
    return reply(toApiOrder(order, lines.get(order.id) ?? []), t('shop.orderCreated'), replayed ? 200 : 201);
  },
});

const listOrdersRoute = defineRoute({
  method: 'get',
  path: '/order',
  tag: ORDERS,
  access: 'user',
  summary: 'Mes commandes',
  description:
    "The member's orders, newest first (list conventions of spec §7; filters `reference`, `status`, `deliveryType`, " +
    '`createdAt`; orderBy `createdAt`, `id`). Answers `{ items, total }`.',
  query: listQuery(),
  response: listOf('items', orderSchema),
  handler: async ({ db, site, user, query, config }) => {
    const hold = holdOf(config);
    await db.transaction((tx) => releaseExpiredHolds(tx, site.id, hold.now, hold.minutes));
    const plan = planList(
      query,
      {
        id: { column: orders.id, type: 'number' },
        reference: { column: orders.reference, type: 'string' },
        status: { column: orders.status, type: 'string' },
        deliveryType: { column: orders.deliveryType, type: 'string' },
        createdAt: { column: orders.createdAt, type: 'date' },
      },
      {
        defaultOrder: [desc(orders.createdAt), desc(orders.id)],
        extraWhere: [eq(orders.siteId, site.id), eq(orders.userId, user.id)],
      },
    );
    const rows = await db
      .select()
      .from(orders)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(plan.where);
    const lines = await orderLinesOf(
      db,
      site.id,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => toApiOrder(row, lines.get(row.id) ?? [])), total: Number(counted?.total ?? 0) };
  },
});

const getOrderRoute = defineRoute({
  method: 'get',
  path: '/order/{id}',
  tag: ORDERS,
  access: 'user',
  summary: 'Une de mes commandes',
  description: "One of the member's orders (the confirmation page); another member's order → 404.",
  params: idParams,
  response: orderSchema,
  handler: async ({ db, site, user, params, config }) => {
    const hold = holdOf(config);
    const [order] = await db.transaction(async (tx) => {
      await releaseExpiredHolds(tx, site.id, hold.now, hold.minutes, params.id);
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, params.id), eq(orders.siteId, site.id), eq(orders.userId, user.id)));
    });
    if (!order) throw notFound('shop.orderNotFound');
    const lines = await orderLinesOf(db, site.id, [order.id]);
    return toApiOrder(order, lines.get(order.id) ?? []);
  },
});

// ---------------------------------------------------------------- Payment (the local test provider)

const paymentIntentRoute = defineRoute({
  method: 'post',
  path: '/payment/intent',
  tag: PAYMENT,
  access: 'user',
  summary: "Ouvrir le paiement par carte d'une commande",
  description:
    "The payment intent of one of the member's CARD orders (another member's or site's order → 404; an ON_SITE order → " +
    '409): created on the first call, the same one afterwards (status `succeeded` once paid). `amount` is the order total ' +
    'computed by the server, in integer cents as card providers count. The public key of the provider: ' +
    'GET /custom-test/public-key.',
  body: paymentIntentBodySchema,
  response: paymentIntentSchema,
  handler: async ({ db, site, user, body, config }) =>
    refuseExpired(await db.transaction((tx) => openIntent(tx, site.id, user, body.orderId, holdOf(config)))),
});

const testConfirmRoute = defineRoute({
  method: 'post',
  path: '/payment/test/confirm',
  tag: PAYMENT,
  access: 'user',
  summary: 'Payer avec une carte de test',
  description:
    "The test provider, as card providers' test modes work: `4242 4242 4242 4242` pays; `4000 0000 0000 3220` asks for " +
    '3-D Secure (`{ status: "requires_action", challengeId }`, then POST /payment/test/challenge); `4000 0000 0000 0002` ' +
    'is refused (402, French message; the order stays PENDING and another card can pay it); any other valid number is ' +
    'refused too. Any expiry `MM/AA` not past and CVC of 3–4 digits; a malformed field → 400 with `data.errors` per ' +
    'field. Paying marks the order PAID exactly once and queues its confirmation mail; a confirm of an intent already ' +
    'paid answers `succeeded` again. Only the last four digits are kept.',
  body: testConfirmBodySchema,
  response: paymentResultSchema,
  handler: async ({ db, site, user, body, config }) => {
    const result = refuseExpired(
      await db.transaction((tx) => confirmTestPayment(tx, site, user, body, holdOf(config))),
    );
    return reply(result, t(result.status === 'succeeded' ? 'orderPayment.paid' : 'orderPayment.requiresAction'));
  },
});

const testChallengeRoute = defineRoute({
  method: 'post',
  path: '/payment/test/challenge',
  tag: PAYMENT,
  access: 'user',
  summary: "Répondre à l'authentification 3-D Secure (fournisseur de test)",
  description:
    '`approve: true` pays the order (as a success of POST /payment/test/confirm); `false` cancels the step: 402 with a ' +
    'French message, and the same order can be paid again. An unknown or finished challenge → 404.',
  body: testChallengeBodySchema,
  response: paymentResultSchema,
  handler: async ({ db, site, user, body, config }) => {
    const result = refuseExpired(await db.transaction((tx) => completeChallenge(tx, site, user, body, holdOf(config))));
    if (result.status === 'refused') throw ApiError.of(402, 'orderPayment.challengeRefused');
    return reply(result, t('orderPayment.paid'));
  },
});

// ---------------------------------------------------------------- Delivery

const shippingFeesRoute = defineRoute({
  method: 'post',
  path: '/calculate/shipping-fees',
  tag: DELIVERY,
  summary: 'Frais de port par transporteur',
  description:
    'The carriers serving `country` (three-letter code) with their price for these products (`idProduct` = declination id): ' +
    'per band of bottles (half bottles under 75 cl counted: 12 × 37.5 cl = 6) or of items; domestic carriers are free once ' +
    "FREE_SHIPPING_BOTTLE or FREE_SHIPPING_PRICE is reached. `price` is what the customer pays, `fdp` the carrier's fee " +
    'before free shipping. Empty products → 400 « Aucun produit dans le panier » (spec §8). None with LOCK_DELIVERY; ' +
    'ONLY_SELL_IN_FRANCE and another country, or a country outside the European Union without SELL_WORLDWIDE → 400.',
  body: shippingFeesBodySchema,
  response: z.array(carrierPriceSchema),
  handler: async ({ db, site, body }) => {
    if (body.products.length === 0) throw badRequest('shop.noProducts');
    if (body.country === 'FRA' && !/^\d{5}$/.test(body.postalCode)) throw badRequest('shop.postalCodeInvalid');
    const settings = await readShopSettings(db, site.id);
    requireSalesArea(settings, body.country);
    const payload = await evaluatePayload(
      db,
      site.id,
      body.products.map((p) => ({ id: p.idProduct, quantity: p.quantity })),
      settings,
      { expedition: false },
    );
    if (payload.first?.code === 'productNotFound')
      throw new ApiError(400, payload.first.message, { errors: payload.errors });
    const quotes = await quoteCarriers(db, site.id, payload.shipping, payload.subtotalCents, body.country, settings);
    return quotes.map(toApiQuote);
  },
});

const accessPointsRoute = defineRoute({
  method: 'post',
  path: '/relay/access-points',
  tag: DELIVERY,
  summary: 'Points relais proches',
  description:
    'Up to 10 relay points of the site near the postal code, nearest first: same département first, then by distance from ' +
    "the postal code's city (known cities), else by postal code closeness. `country` three- or two-letter code (default FRA).",
  body: accessPointsBodySchema,
  response: z.array(accessPointSchema),
  handler: async ({ db, site, body }) => {
    let country = body.country;
    if (country.length === 2) {
      const [row] = await db
        .select({ code: countries.alphaThree })
        .from(countries)
        .where(and(eq(countries.siteId, site.id), eq(countries.alphaTwo, country)));
      if (!row) throw badRequest('shop.countryUnknown');
      country = row.code;
    }
    const points = await db
      .select()
      .from(relayPoints)
      .where(and(eq(relayPoints.siteId, site.id), eq(relayPoints.country, country)));
    const [origin] = await db
      .select({ lat: cities.lat, lng: cities.lng })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(and(eq(cities.siteId, site.id), eq(countries.alphaThree, country), eq(cities.postalCode, body.postalCode)))
      .limit(1);
    const department = departmentOf(body.postalCode);
    const zip = Number(body.postalCode.replace(/\D/g, '')) || 0;
    return points
      .map((p) => ({
        point: p,
        same: departmentOf(p.zipCode) === department ? 0 : 1,
        distance: origin ? distanceKm(origin, p) : null,
        zipGap: Math.abs((Number(p.zipCode) || 0) - zip),
      }))
      .sort((a, b) => a.same - b.same || (a.distance ?? a.zipGap) - (b.distance ?? b.zipGap) || a.point.id - b.point.id)
      .slice(0, 10)
      .map(({ point, distance }) => ({
        id: point.code,
        name: point.name,
        addLine1: point.addLine1,
        zipCode: point.zipCode,
        city: point.city,
        country: point.country,
        position: { lat: point.lat, lng: point.lng },
        icon: point.icon,
        distance: distance === null ? null : Math.round(distance * 10) / 10,
      }));
  },
});

async function describeAddresses(db: DbOrTx, siteId: number, rows: (typeof companyAddresses.$inferSelect)[]) {
  const ids = rows.map((row) => row.id);
  const types = ids.length
    ? await db
        .select({
          addressId: companyAddressTypes.addressId,
          id: addressTypes.id,
          value: addressTypes.value,
          label: addressTypes.label,
        })
        .from(companyAddressTypes)
        .innerJoin(addressTypes, eq(addressTypes.id, companyAddressTypes.typeId))
        .where(and(eq(companyAddressTypes.siteId, siteId), inArray(companyAddressTypes.addressId, ids)))
        .orderBy(asc(addressTypes.id))
    : [];
  const slots = ids.length
    ? await db
        .select()
        .from(schedules)
        .where(and(eq(schedules.siteId, siteId), inArray(schedules.addressId, ids)))
        .orderBy(asc(schedules.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    addLine1: row.addLine1,
    addLine2: row.addLine2,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    position: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    type: types.filter((t) => t.addressId === row.id).map(({ id, value, label }) => ({ id, value, label })),
    schedules: slots.filter((s) => s.addressId === row.id).map((s) => ({ id: s.id, name: s.name, slots: s.slots })),
  }));
}

const companyAddressRoute = defineRoute({
  method: 'get',
  path: '/company/address',
  tag: DELIVERY,
  summary: "Adresses de l'entreprise (dont les points de retrait)",
  description:
    "The company's addresses with their types and click-and-collect schedules (spec §3 Address). List conventions of " +
    'spec §7; filters `name`, `city`, `zipCode`, and `type` (an address type value, e.g. CLICK_AND_COLLECT). Answers ' +
    '`{ items, total }`.',
  query: listQuery(),
  response: listOf('items', companyAddressSchema),
  handler: async ({ db, site, query }) => {
    const { type, ...rest } = query as typeof query & { type?: string };
    const byType = type
      ? sql`exists (select 1 from ${companyAddressTypes} cat join ${addressTypes} at on at.id = cat.type_id
          where cat.address_id = ${companyAddresses.id} and at.value = ${type} and at.site_id = ${site.id})`
      : undefined;
    const plan = planList(
      rest as typeof query,
      {
        id: { column: companyAddresses.id, type: 'number' },
        name: { column: companyAddresses.name, type: 'string' },
        city: { column: companyAddresses.city, type: 'string' },
        zipCode: { column: companyAddresses.zipCode, type: 'string' },
        position: { column: companyAddresses.position, type: 'number' },
      },
      {
        defaultOrder: [asc(companyAddresses.position), asc(companyAddresses.id)],
        extraWhere: [eq(companyAddresses.siteId, site.id), byType],
      },
    );
    const rows = await db
      .select()
      .from(companyAddresses)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(companyAddresses)
      .where(plan.where);
    return { items: await describeAddresses(db, site.id, rows), total: Number(counted?.total ?? 0) };
  },
});

const addressTypesRoute = defineRoute({
  method: 'get',
  path: '/admin/address/type',
  tag: DELIVERY,
  access: 'admin',
  summary: "Types d'adresse",
  description:
    'Admin only (spec §6): the address types of the site (HEAD_OFFICE, CLICK_AND_COLLECT, SHOP, WAREHOUSE…).',
  response: z.array(addressTypeSchema),
  handler: async ({ db, site }) =>
    db
      .select({ id: addressTypes.id, value: addressTypes.value, label: addressTypes.label })
      .from(addressTypes)
      .where(eq(addressTypes.siteId, site.id))
      .orderBy(asc(addressTypes.id)),
});

const calendarRoute = defineRoute({
  method: 'get',
  path: '/calendar/{id}/date/allowed/{month}/{year}',
  tag: DELIVERY,
  summary: 'Dates de retrait possibles sur un mois',
  description:
    "`id` is a click-and-collect schedule id (GET /company/address → `schedules`). Answers the month's pick-up dates " +
    '(yyyy-mm-dd): weekdays with an opening slot, closed days left out, and no date before now + CLICK_AND_COLLECT_HOURS ' +
    '(a day counts if one of its slots is still open at that moment; Paris time). `month` 1–12.',
  params: calendarParamsSchema,
  response: z.array(z.iso.date()),
  handler: async ({ db, site, params, config }) => {
    const [schedule] = await db
      .select()
      .from(schedules)
      .where(and(eq(schedules.id, params.id), eq(schedules.siteId, site.id)));
    if (!schedule) throw notFound('shop.scheduleNotFound');
    const settings = await readShopSettings(db, site.id);
    return allowedDates({
      year: params.year,
      month: params.month,
      slots: schedule.slots,
      closedDates: schedule.closedDates,
      now: config.now(),
      preparationHours: settings.clickAndCollectHours,
    });
  },
});

const countriesRoute = defineRoute({
  method: 'get',
  path: '/countries',
  tag: DELIVERY,
  summary: 'Pays',
  description: 'Every country of the site, names in French, sorted by name.',
  response: z.array(countrySchema),
  handler: async ({ db, site }) =>
    db
      .select({
        id: countries.id,
        alphaTwo: countries.alphaTwo,
        alphaThree: countries.alphaThree,
        numCode: countries.numCode,
        name: countries.name,
      })
      .from(countries)
      .where(eq(countries.siteId, site.id))
      .orderBy(asc(countries.name)),
});

const citiesRoute = defineRoute({
  method: 'get',
  path: '/cities/{search}/{idCountry}',
  tag: DELIVERY,
  summary: 'Rechercher une ville',
  description:
    'Up to 20 cities of the country (`idCountry` from GET /countries) whose postal code starts with `search` (digits) or ' +
    'whose name starts with it (case- and accent-insensitive: « saint-em » finds Saint-Émilion). Unknown country → 404.',
  params: citiesParamsSchema,
  response: z.array(citySchema),
  handler: async ({ db, site, params }) => {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(and(eq(countries.id, params.idCountry), eq(countries.siteId, site.id)));
    if (!country) throw notFound('shop.countryUnknown');
    const digits = /^\d+$/.test(params.search);
    const key = digits ? params.search : searchKey(params.search);
    if (!key) return [];
    return db
      .select({
        id: cities.id,
        name: cities.name,
        postalCode: cities.postalCode,
        department: cities.department,
        idCountry: cities.countryId,
      })
      .from(cities)
      .where(
        and(
          eq(cities.siteId, site.id),
          eq(cities.countryId, country.id),
          digits ? like(cities.postalCode, `${key}%`) : like(cities.searchName, `${key}%`),
        ),
      )
      .orderBy(digits ? asc(cities.postalCode) : asc(cities.searchName), asc(cities.postalCode))
      .limit(20);
  },
});

export const shopRoutes: AnyRoute[] = [
  createCartRoute,
  refreshCartRoute,
  defaultCartRoute,
  addProductRoute,
  lineQuantityRoute,
  removeLineRoute,
  deleteCartRoute,
  validateRoute,
  discountRoute,
  placeOrderRoute,
  listOrdersRoute,
  getOrderRoute,
  paymentIntentRoute,
  testConfirmRoute,
  testChallengeRoute,
  shippingFeesRoute,
  accessPointsRoute,
  companyAddressRoute,
  addressTypesRoute,
  calendarRoute,
  countriesRoute,
  citiesRoute,
];
