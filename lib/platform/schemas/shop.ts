import { z } from 'zod';
import { capacityUnitSchema, declinationSchema, productTypeSchema } from './catalogue';
import { idSchema, shortText } from './common';

// The contract of the cart, order and delivery calls (spec §7 "Cart" and "Orders and delivery").
// Prices are euros with 2 decimals (spec §9), computed in cents on the server.

/**
 * A cart id in a path: a cart's UUID, or "new" (spec §4: the storefront's default when it has none).
 * Any other short string is accepted here and answered 404 (« Ce panier est introuvable. ») after the
 * body is read: a cart id that cannot exist is just an unknown cart.
 */
export const cartIdSchema = z.string().trim().min(1).max(64);
export { isCartUuid } from '../cart-id';
export const cartTypeSchema = z.literal('MAIN_CART');

/** Quantities are integers; their rules (> 0, multiples, stock) are the add-to-cart rules, answered with their own messages. */
const quantitySchema = z.coerce.number().int().min(-1_000_000).max(1_000_000);

/** A discount code as typed by the customer; null or "" removes the cart's code. */
const discountCodeInput = z.string().trim().max(64).nullable();

// ---- bodies and params ----

export const cartBodySchema = z.object({
  discountCode: discountCodeInput.optional(),
  type: cartTypeSchema.default('MAIN_CART'),
});
export const cartParamsSchema = z.object({ cartId: cartIdSchema });
export const cartProductParamsSchema = z.object({ cartId: cartIdSchema, declinationId: idSchema });
export const cartLineParamsSchema = z.object({ cartId: cartIdSchema, productId: idSchema });
export const addToCartBodySchema = z.object({ type: cartTypeSchema.default('MAIN_CART'), quantity: quantitySchema });
export const cartQuantityBodySchema = z.object({ quantity: quantitySchema });

/** A product of an order payload: a declination id and a quantity. */
export const orderProductSchema = z.object({ id: idSchema, quantity: quantitySchema });
const orderProductsSchema = z.array(orderProductSchema).max(200);

export const orderDeliveryTypeSchema = z.enum(['DELIVERY', 'CLICK_AND_COLLECT', 'NO_DELIVERY', 'PICKUP']);

export const validateOrderBodySchema = z.object({
  products: orderProductsSchema,
  /** Expedition limits (bottles) apply to DELIVERY and PICKUP only; default DELIVERY. */
  deliveryType: orderDeliveryTypeSchema.optional(),
});

const alpha3 = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((s) => s.toUpperCase());
const postalCode = z.string().trim().min(2).max(16);

export const shippingFeesBodySchema = z.object({
  products: z.array(z.object({ idProduct: idSchema, quantity: quantitySchema })).max(200),
  postalCode,
  /** Three-letter code (FRA). */
  country: alpha3,
});

export const accessPointsBodySchema = z.object({
  address: shortText(255).optional(),
  postalCode,
  city: shortText(128).optional(),
  /** Three-letter (FRA) or two-letter (FR) code; default FRA. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}$/)
    .transform((s) => s.toUpperCase())
    .default('FRA'),
});

export const calendarParamsSchema = z.object({
  id: idSchema,
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
});

export const citiesParamsSchema = z.object({
  search: z.string().trim().min(1).max(64),
  idCountry: idSchema,
});

export const orderAddressSchema = z.object({
  firstname: shortText(100).min(1),
  lastname: shortText(100).min(1),
  address: shortText(255).min(1),
  addressPart2: shortText(255).nullish(),
  postalCode,
  city: shortText(128).min(1),
  /** Three-letter code; default FRA. */
  country: alpha3.default('FRA'),
});

export const accessPointInputSchema = z.object({
  id: z.union([z.string().trim().min(1).max(64), z.number().int()]).transform(String),
  name: shortText(255).optional(),
  addLine1: shortText(255).optional(),
  zipCode: shortText(16).optional(),
  city: shortText(128).optional(),
  country: shortText(3).optional(),
});

export const orderDeliverySchema = z.object({
  type: orderDeliveryTypeSchema,
  /** DELIVERY and PICKUP: the carrier chosen from POST /calculate/shipping-fees. */
  idCarrier: idSchema.optional(),
  /** Export carrier: the service name, code and price the customer saw (the server recomputes the price). */
  serviceName: shortText(128).optional(),
  serviceCode: shortText(64).optional(),
  price: z.number().min(0).max(100_000).optional(),
  /** PICKUP: the relay point chosen from POST /relay/access-points. */
  accessPoint: accessPointInputSchema.optional(),
  deliveryPostalCode: postalCode.optional(),
  deliveryIdCountry: idSchema.optional(),
});

export const createOrderBodySchema = z.object({
  /** The cart emptied by the order (default: the member's main cart). */
  cartId: z.uuid().optional(),
  products: orderProductsSchema,
  phone: z.string().trim().min(6).max(32),
  deliveryAddress: orderAddressSchema.nullish(),
  billingAddress: orderAddressSchema,
  discountCode: z.string().trim().max(64).nullish(),
  message: z.string().trim().max(2000).nullish(),
  /** CLICK_AND_COLLECT: yyyy-mm-dd, one of GET /calendar/{idSchedule}/date/allowed/… */
  dateSchedule: z.iso.date().nullish(),
  idSchedule: idSchema.nullish(),
  delivery: orderDeliverySchema,
  /**
   * CARD (default): paid next through the payment provider; ON_SITE: paid at the shop, for CLICK_AND_COLLECT on a
   * site whose PAYMENT_METHOD lists ON_SITE (lib/rules/payment.ts). Prices and totals are never read from the body.
   */
  paymentMethod: z.enum(['CARD', 'ON_SITE']).optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/**
 * POST /order/discount (spec §7: the order payload): the order's body as far as the checkout knows it. The products
 * and the code, then the delivery block with its address once chosen: the platform prices the carrier as it will for
 * the order, never from a price the browser sends. The rest of an order (phone, billing, message…) may be left out.
 */
export const discountBodySchema = createOrderBodySchema.partial().extend({
  discountCode: z.string().trim().min(1).max(64),
  products: orderProductsSchema,
});
export type DiscountBody = z.infer<typeof discountBodySchema>;

/**
 * The `Idempotency-Key` header of POST /order: generated once per checkout (a UUID). The same member sending the
 * same key again gets the same order back (200) instead of a second one; with another body, a 409.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

// ---- payment (the local test provider; a real provider's hosted fields replace the confirm call) ----

export const paymentIntentBodySchema = z.object({ orderId: idSchema });
export const paymentIntentSchema = z.object({
  intentId: z.string(),
  /** Integer cents, as card providers count (4250 is 42,50 €): the order's total, computed by the server. */
  amount: z.number().int(),
  currency: z.literal('EUR'),
  provider: z.literal('test'),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded']),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

const paymentToken = z.string().trim().min(1).max(64);
export const testConfirmBodySchema = z.object({
  intentId: paymentToken,
  /** Checked by lib/rules/payment.ts cardErrors (per-field French errors); only the last four digits are kept. */
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});
export const testChallengeBodySchema = z.object({ challengeId: paymentToken, approve: z.boolean() });
export const paymentResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), orderId: z.number().int() }),
  z.object({ status: z.literal('requires_action'), challengeId: z.string(), orderId: z.number().int() }),
]);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

// ---- responses ----

export const cartDiscountSchema = z.object({
  code: z.string(),
  type: z.enum(['EURO', 'PERCENT']),
  /** Euros when EURO, percent when PERCENT. */
  amount: z.number(),
  /** SHIPPING_FEES: the code offers the shipping. */
  detailType: z.literal('SHIPPING_FEES').nullable(),
});

export const cartProductSchema = z.object({
  /** The cart line id (the `productId` of PUT/DELETE /cart/{cartId}/product/{productId}). */
  id: z.number().int(),
  quantity: z.number().int(),
  type: productTypeSchema,
  hasShippingFees: z.boolean(),
  reference: z.object({ capacity: z.number().nullable(), capacityUnit: capacityUnitSchema.nullable() }),
  sellByMultipleOf: z.number().int(),
  multipleOf: z.number().int(),
  /** The quantity step (multipleOf, and for WINE also sellByMultipleOf). */
  step: z.number().int(),
  declination: declinationSchema,
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string().nullable() }),
  /** Euros, after the declination's and the product's decreasing discounts. */
  unitPrice: z.number(),
  totalPrice: z.number(),
});

export const freeShippingSchema = z.object({
  reached: z.boolean(),
  remainingBottles: z.number().nullable(),
  /** Euros. */
  remainingPrice: z.number().nullable(),
});

export const cartSchema = z.object({
  id: z.string(),
  type: cartTypeSchema,
  products: z.array(cartProductSchema),
  /** Number of units. */
  totalProduct: z.number().int(),
  subtotal: z.number(),
  discount: cartDiscountSchema.nullable(),
  /** Euros taken off the products by the code (shipping offered by SHIPPING_FEES is not counted here). */
  discountTotal: z.number(),
  total: z.number(),
  /** Bottles, half bottles counted (sizes under 75 cl). */
  bottleCount: z.number(),
  freeShipping: freeShippingSchema,
});
export type ApiCart = z.infer<typeof cartSchema>;

export const addToCartResponseSchema = z.object({ cartId: z.string(), cart: cartSchema });

export const discountResponseSchema = z.object({
  /** Euros saved (products, plus shipping offered by SHIPPING_FEES). */
  value: z.number(),
  total: z.number(),
  subtotal: z.number(),
  /** Shipping fees after the code. */
  shippingFees: z.number(),
});

export const carrierPriceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceCode: z.string(),
  /** Euros the customer pays (0 when free shipping is reached). */
  price: z.number(),
  /** The carrier's fee in euros before free shipping. */
  fdp: z.number(),
  deliveryType: z.enum(['DELIVERY', 'PICKUP']),
  siteType: z.enum(['STANDARD', 'EXPORT']),
});

export const accessPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  addLine1: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  icon: z.string().nullable(),
  /** Kilometres from the searched postal code (null when it is unknown). */
  distance: z.number().nullable(),
});

export const addressTypeSchema = z.object({ id: z.number().int(), value: z.string(), label: z.string() });
export const scheduleSlotSchema = z.object({ weekday: z.number().int(), open: z.string(), close: z.string() });
export const scheduleSchema = z.object({ id: z.number().int(), name: z.string(), slots: z.array(scheduleSlotSchema) });
export const companyAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  addLine1: z.string(),
  addLine2: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  type: z.array(addressTypeSchema),
  schedules: z.array(scheduleSchema),
});

export const countrySchema = z.object({
  id: z.number().int(),
  alphaTwo: z.string(),
  alphaThree: z.string(),
  numCode: z.number().int(),
  name: z.string(),
});
export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  postalCode: z.string(),
  department: z.string(),
  idCountry: z.number().int(),
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  idDeclination: z.number().int().nullable(),
  idProduct: z.number().int().nullable(),
  type: z.string(),
  name: z.string(),
  year: z.number().int().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
});
export const orderSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.string(),
  createdAt: z.string(),
  email: z.string(),
  phone: z.string(),
  deliveryType: orderDeliveryTypeSchema,
  carrier: z.unknown().nullable(),
  accessPoint: z.unknown().nullable(),
  deliveryAddress: z.unknown().nullable(),
  billingAddress: z.unknown(),
  clickAndCollect: z.object({ idSchedule: z.number().int().nullable(), date: z.string() }).nullable(),
  message: z.string().nullable(),
  discount: z.object({ code: z.string(), type: z.string().nullable(), detailType: z.string().nullable() }).nullable(),
  subtotal: z.number(),
  discountTotal: z.number(),
  shippingFees: z.number(),
  total: z.number(),
  bottleCount: z.number(),
  products: z.array(orderLineSchema),
  /** Defaults: what an order of a platform without payments reads as (card, not paid). */
  paymentMethod: z.enum(['CARD', 'ON_SITE']).default('CARD'),
  /**
   * PENDING (card, not paid yet), PAID (once, by the provider), ON_SITE (to pay at the shop), CANCELLED (the order
   * was cancelled unpaid: nothing charged, nothing due).
   */
  paymentStatus: z.enum(['PENDING', 'PAID', 'ON_SITE', 'CANCELLED']).default('PENDING'),
  paidAt: z.string().nullable().default(null),
});
export type ApiOrder = z.infer<typeof orderSchema>;
