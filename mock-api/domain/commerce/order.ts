import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ApiOrder, CreateOrderBody } from '../../../lib/platform/schemas/shop';
import { allowedPaymentMethods } from '../../../lib/rules/payment';
import { applyDiscount } from '../../../lib/rules/shipping';
import type { DbOrTx, Tx } from '../../db/client';
import {
  cartProducts,
  carts,
  countries,
  declinations,
  orderLines,
  orders,
  relayPoints,
  schedules,
  type OrderAccessPoint,
  type OrderCarrierSnapshot,
} from '../../db/schema';
import type { AuthUser, SiteRef } from '../../http/context';
import { ApiError, badRequest, conflict } from '../../http/errors';
import { centsToEuros } from '../catalogue/adapter';
import { allowedDates } from './calendar';
import { findCart, findDefaultCart } from './cart';
import { findUsableCode, type DiscountCodeRow } from './discounts';
import { lineName } from './lines';
import { queueOrderConfirmation } from './order-mail';
import { evaluatePayload } from './payload';
import { readShopSettings, requireSalesArea, type ShopSettings } from './settings';
import { quoteCarriers } from './shipping-fees';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

interface DeliveryChoice {
  shippingCents: number;
  carrier: OrderCarrierSnapshot | null;
  accessPoint: OrderAccessPoint | null;
  scheduleId: number | null;
  scheduleDate: string | null;
}

type DeliveryPart = Pick<CreateOrderBody, 'delivery' | 'deliveryAddress'>;

async function countryCode(tx: DbOrTx, siteId: number, body: DeliveryPart): Promise<string> {
  if (body.deliveryAddress) return body.deliveryAddress.country;
  if (body.delivery.deliveryIdCountry) {
    const [row] = await tx
      .select({ code: countries.alphaThree })
      .from(countries)
      .where(and(eq(countries.siteId, siteId), eq(countries.id, body.delivery.deliveryIdCountry)));
    if (!row) throw badRequest('shop.countryUnknown');
    return row.code;
  }
  return 'FRA';
}

async function shippedChoice(
  tx: Tx,
  siteId: number,
  body: CreateOrderBody,
  settings: ShopSettings,
  payload: Awaited<ReturnType<typeof evaluatePayload>>,
): Promise<DeliveryChoice> {
  const { delivery } = body;
  const quote = await quotedCarrier(tx, siteId, body, settings, payload);
  const carrier: OrderCarrierSnapshot = {
    id: quote.carrier.id,
    name: quote.carrier.siteType === 'EXPORT' && delivery.serviceName ? delivery.serviceName : quote.carrier.name,
    serviceCode:
      quote.carrier.siteType === 'EXPORT' && delivery.serviceCode ? delivery.serviceCode : quote.carrier.serviceCode,
    deliveryType: quote.carrier.deliveryType,
    siteType: quote.carrier.siteType,
  };
  let accessPoint: OrderAccessPoint | null = null;
  if (delivery.type === 'PICKUP') {
    if (!delivery.accessPoint) throw badRequest('shop.accessPointRequired');
    const [point] = await tx
      .select()
      .from(relayPoints)
      .where(and(eq(relayPoints.siteId, siteId), eq(relayPoints.code, delivery.accessPoint.id)));
    if (!point || (point.carrierId !== null && point.carrierId !== quote.carrier.id))
      throw badRequest('shop.accessPointUnknown');
    accessPoint = {
      id: point.code,
      name: point.name,
      addLine1: point.addLine1,
      zipCode: point.zipCode,
      city: point.city,
      country: point.country,
    };
  }
  return { shippingCents: quote.priceCents, carrier, accessPoint, scheduleId: null, scheduleDate: null };
}

/**
 * The carrier of an order payload's delivery block (DELIVERY, with its address, or PICKUP), priced here for the
 * products and the address: by `idCarrier`, or the export carrier by its service (spec §7); the price is never taken from the client.
 * Shared by POST /order and POST /order/discount.
 */
export async function quotedCarrier(
  tx: DbOrTx,
  siteId: number,
  body: DeliveryPart,
  settings: ShopSettings,
  payload: Pick<Awaited<ReturnType<typeof evaluatePayload>>, 'shipping' | 'subtotalCents'>,
) {
  const { delivery } = body;
  if (settings.deliveryLocked) throw badRequest('shop.deliveryLocked');
  if (delivery.type === 'DELIVERY' && !body.deliveryAddress) throw badRequest('shop.deliveryAddressRequired');
  const country = await countryCode(tx, siteId, body);
  requireSalesArea(settings, country);
  const quotes = await quoteCarriers(tx, siteId, payload.shipping, payload.subtotalCents, country, settings);
  const quote = delivery.idCarrier
    ? quotes.find((q) => q.carrier.id === delivery.idCarrier)
    : delivery.serviceCode
      ? quotes.find((q) => q.carrier.siteType === 'EXPORT')
      : undefined;
  if (!quote || quote.carrier.deliveryType !== delivery.type) throw badRequest('shop.carrierUnknown');
  return quote;
}

async function collectChoice(
  tx: Tx,
  siteId: number,
  body: CreateOrderBody,
  settings: ShopSettings,
  now: Date,
): Promise<DeliveryChoice> {
  if (!body.idSchedule || !body.dateSchedule) throw badRequest('shop.scheduleRequired');
  const [schedule] = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.siteId, siteId), eq(schedules.id, body.idSchedule)));
  if (!schedule) throw badRequest('shop.scheduleNotFound');
  const [year, month] = body.dateSchedule.split('-').map(Number) as [number, number];
  const allowed = allowedDates({
    year,
    month,
    slots: schedule.slots,
    closedDates: schedule.closedDates,
    now,
    preparationHours: settings.clickAndCollectHours,
  });
  if (!allowed.includes(body.dateSchedule)) throw badRequest('shop.dateNotAllowed');
  return {
    shippingCents: 0,
    carrier: null,
    accessPoint: null,
    scheduleId: schedule.id,
    scheduleDate: body.dateSchedule,
  };
}

const newReference = (now: Date) =>
  `CMD-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * Places an order in the given transaction (spec §7 POST /order): re-validates the products,
 * prices the delivery, decrements stock atomically (a conditional update: two orders racing
 * for the last bottle cannot both win, and stock never goes below 0), writes the order and its
 * lines with the prices of the moment, and empties the cart. Any refusal throws, which rolls
 * the whole transaction back.
 */
export async function placeOrder(
  tx: Tx,
  siteId: number,
  user: AuthUser,
  body: CreateOrderBody,
  now: Date,
  idempotency: { key: string; requestHash: string } | null = null,
): Promise<OrderRow> {
  if (body.products.length === 0) throw badRequest('shop.noProducts');
  const settings = await readShopSettings(tx, siteId);
  // PAYMENT_METHOD decides (lib/rules/payment.ts): on-site payment only for click-and-collect where the site lists it.
  const methods = allowedPaymentMethods(settings.paymentMethod, body.delivery.type);
  const paymentMethod = body.paymentMethod ?? methods[0]!;
  if (!methods.includes(paymentMethod))
    throw badRequest(paymentMethod === 'ON_SITE' ? 'orderPayment.onSiteNotAllowed' : 'orderPayment.cardNotAllowed');
  const shipped = body.delivery.type === 'DELIVERY' || body.delivery.type === 'PICKUP';
  const payload = await evaluatePayload(tx, siteId, body.products, settings, { expedition: shipped });
  // A stock shortage reads the same whether this check or the conditional update below catches it.
  if (payload.first?.code === 'stock' && payload.first.item) {
    throw conflict(
      'shop.orderStock',
      { name: lineName(payload.first.item), n: payload.first.n },
      { errors: payload.errors },
    );
  }
  if (payload.first) throw new ApiError(400, payload.first.message, { errors: payload.errors });

  const choice: DeliveryChoice = shipped
    ? await shippedChoice(tx, siteId, body, settings, payload)
    : body.delivery.type === 'CLICK_AND_COLLECT'
      ? await collectChoice(tx, siteId, body, settings, now)
      : { shippingCents: 0, carrier: null, accessPoint: null, scheduleId: null, scheduleDate: null };

  let code: DiscountCodeRow | null = null;
  if (body.discountCode) code = await findUsableCode(tx, siteId, body.discountCode, now);
  const priced = applyDiscount(
    payload.subtotalCents,
    choice.shippingCents,
    code ? { type: code.type, amount: code.amount, detailType: code.detailType ?? null } : null,
  );

  for (const line of payload.lines) {
    if (!line.item.declination.setQuantity) continue;
    const [left] = await tx
      .update(declinations)
      .set({ quantity: sql`${declinations.quantity} - ${line.quantity}` })
      .where(
        and(
          eq(declinations.id, line.item.declination.id),
          eq(declinations.siteId, siteId),
          gte(declinations.quantity, line.quantity),
        ),
      )
      .returning({ quantity: declinations.quantity });
    if (!left) {
      const [current] = await tx
        .select({ quantity: declinations.quantity })
        .from(declinations)
        .where(and(eq(declinations.id, line.item.declination.id), eq(declinations.siteId, siteId)));
      throw conflict('shop.orderStock', { name: lineName(line.item), n: Math.max(0, current?.quantity ?? 0) });
    }
  }

  const [order] = await tx
    .insert(orders)
    .values({
      siteId,
      userId: user.id,
      reference: newReference(now),
      email: user.email,
      phone: body.phone,
      deliveryType: body.delivery.type,
      carrier: choice.carrier,
      accessPoint: choice.accessPoint,
      deliveryAddress: body.deliveryAddress ?? null,
      billingAddress: body.billingAddress,
      scheduleId: choice.scheduleId,
      scheduleDate: choice.scheduleDate,
      message: body.message || null,
      discountCode: code?.code ?? null,
      discountType: code?.type ?? null,
      discountDetailType: code?.detailType ?? null,
      subtotalCents: payload.subtotalCents,
      discountCents: priced.valueCents,
      shippingCents: priced.shippingCents,
      totalCents: priced.totalCents,
      bottleHalves: Math.round(payload.bottleCount * 2),
      paymentMethod,
      paymentStatus: paymentMethod === 'ON_SITE' ? 'ON_SITE' : 'PENDING',
      // A card order waits for its payment; an on-site one is confirmed at once and prepared.
      status: paymentMethod === 'ON_SITE' ? 'PROCESSING' : 'PENDING_PAYMENT',
      idempotencyKey: idempotency?.key ?? null,
      requestHash: idempotency?.requestHash ?? null,
      createdAt: now,
    })
    .returning();
  await tx.insert(orderLines).values(
    payload.lines.map((line) => ({
      siteId,
      orderId: order!.id,
      declinationId: line.item.declination.id,
      productId: line.item.product.id,
      type: line.item.product.type,
      name: lineName(line.item),
      year: line.item.declination.year,
      capacity: line.item.declination.capacityX10 === null ? null : line.item.declination.capacityX10 / 10,
      capacityUnit: line.item.declination.capacityX10 === null ? null : line.item.declination.capacityUnit,
      quantity: line.quantity,
      unitPriceCents: line.unitCents,
      totalCents: line.unitCents * line.quantity,
    })),
  );

  const cart = body.cartId ? await findCart(tx, siteId, user, body.cartId) : await findDefaultCart(tx, siteId, user.id);
  if (cart) {
    await tx.delete(cartProducts).where(and(eq(cartProducts.siteId, siteId), eq(cartProducts.cartId, cart.id)));
    await tx
      .update(carts)
      .set({ discountCodeId: null, updatedAt: now })
      .where(and(eq(carts.siteId, siteId), eq(carts.id, cart.id)));
  }
  return order!;
}

/** A JSON text of a value with its object keys sorted: equal bodies give equal texts, whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the parsed order body (unknown fields such as a `total` are already gone: they change nothing). */
export const orderRequestHash = (body: CreateOrderBody) =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * POST /order with its optional `Idempotency-Key`. With a key, the member's requests carrying it are serialized
 * (a transaction-scoped advisory lock on site + member + key, so two concurrent sends cannot both miss the first
 * order), then: an order already made with this key and the same body is answered again (`replayed`: no second
 * decrement, no second mail); with another body, a 409. The unique index (site, member, key) backs this up.
 * An ON_SITE order is confirmed at once: its confirmation mail is queued in the same transaction.
 */
export async function placeOrderOnce(
  tx: Tx,
  site: SiteRef,
  user: AuthUser,
  body: CreateOrderBody,
  key: string | null,
  now: Date,
): Promise<{ order: OrderRow; replayed: boolean }> {
  let idempotency: { key: string; requestHash: string } | null = null;
  if (key) {
    idempotency = { key, requestHash: orderRequestHash(body) };
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order:${site.id}:${user.id}:${key}`}, 0))`);
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.siteId, site.id), eq(orders.userId, user.id), eq(orders.idempotencyKey, key)));
    if (existing) {
      if (existing.requestHash !== idempotency.requestHash)
        throw conflict('orderPayment.idempotencyConflict', undefined, { code: 'idempotencyConflict' });
      return { order: existing, replayed: true };
    }
  }
  const order = await placeOrder(tx, site.id, user, body, now, idempotency);
  if (order.paymentStatus === 'ON_SITE')
    await queueOrderConfirmation(tx, site, order, (await orderLinesOf(tx, site.id, [order.id])).get(order.id) ?? []);
  return { order, replayed: false };
}

export async function orderLinesOf(
  db: DbOrTx,
  siteId: number,
  orderIds: readonly number[],
): Promise<Map<number, OrderLineRow[]>> {
  const out = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), inArray(orderLines.orderId, [...orderIds])))
    .orderBy(orderLines.id);
  for (const row of rows) out.set(row.orderId, [...(out.get(row.orderId) ?? []), row]);
  return out;
}

export function toApiOrder(order: OrderRow, lines: readonly OrderLineRow[]): ApiOrder {
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    phone: order.phone,
    deliveryType: order.deliveryType,
    carrier: order.carrier,
    accessPoint: order.accessPoint,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    clickAndCollect: order.scheduleDate ? { idSchedule: order.scheduleId, date: order.scheduleDate } : null,
    message: order.message,
    discount: order.discountCode
      ? { code: order.discountCode, type: order.discountType, detailType: order.discountDetailType }
      : null,
    subtotal: centsToEuros(order.subtotalCents),
    discountTotal: centsToEuros(order.discountCents),
    shippingFees: centsToEuros(order.shippingCents),
    total: centsToEuros(order.totalCents),
    bottleCount: order.bottleHalves / 2,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    products: lines.map((line) => ({
      id: line.id,
      idDeclination: line.declinationId,
      idProduct: line.productId,
      type: line.type,
      name: line.name,
      year: line.year,
      capacity: line.capacity,
      capacityUnit: line.capacityUnit,
      quantity: line.quantity,
      unitPrice: centsToEuros(line.unitPriceCents),
      totalPrice: centsToEuros(line.totalCents),
    })),
  };
}
