// Tables of the commerce area: carts, orders, discounts, carriers, relay points, addresses, schedules, countries, cities.
// Money is in integer cents; every row belongs to a site (reference data such as countries and
// cities too: one site never reads another's rows, whatever they are).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sites } from './core';
import { declinations, products } from './shop';

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const cartTypes = ['MAIN_CART'] as const;
export type CartType = (typeof cartTypes)[number];
export const discountCodeTypes = ['EURO', 'PERCENT'] as const;
export type DiscountCodeType = (typeof discountCodeTypes)[number];
export const deliveryTypes = ['DELIVERY', 'CLICK_AND_COLLECT', 'NO_DELIVERY', 'PICKUP'] as const;
export type OrderDeliveryType = (typeof deliveryTypes)[number];
export const carrierDeliveryTypes = ['DELIVERY', 'PICKUP'] as const;
export type CarrierDeliveryType = (typeof carrierDeliveryTypes)[number];
/** STANDARD: priced from its bands; EXPORT: the export carrier (service name, code and price in the order). */
export const carrierSiteTypes = ['STANDARD', 'EXPORT'] as const;
export type CarrierSiteType = (typeof carrierSiteTypes)[number];
/** BOTTLE: bands count bottles (half bottles counted); ITEM: bands count shipped items. */
export const carrierPricings = ['BOTTLE', 'ITEM'] as const;
export type CarrierPricing = (typeof carrierPricings)[number];
/** How an order is paid: by card online (the payment provider), or at the shop on collection. */
export const orderPaymentMethods = ['CARD', 'ON_SITE'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];
/**
 * PENDING: a card order not paid yet; PAID: paid once by card; ON_SITE: to be paid at the shop; CANCELLED: a card
 * order released unpaid when its payment hold ran out (payment-hold.ts): nothing was charged, nothing is due.
 */
export const orderPaymentStatuses = ['PENDING', 'PAID', 'ON_SITE', 'CANCELLED'] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];
/** The test payment provider's intent states (named as card providers name theirs). */
export const paymentIntentStatuses = ['requires_payment_method', 'requires_action', 'succeeded'] as const;
export type PaymentIntentStatus = (typeof paymentIntentStatuses)[number];

/** A country (GET /countries), name in French. */
export const countries = pgTable(
  'country',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    alphaTwo: text('alpha_two').notNull(),
    alphaThree: text('alpha_three').notNull(),
    numCode: integer('num_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('country_site_alpha3').on(t.siteId, t.alphaThree)],
);

/** A city with one postal code (a city with several codes has several rows). */
export const cities = pgTable(
  'city',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Lower-case, accents stripped, hyphens and apostrophes as spaces: accent-insensitive prefix search. */
    searchName: text('search_name').notNull(),
    department: text('department').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    index('city_country_postal').on(t.countryId, t.postalCode),
    index('city_country_search').on(t.countryId, t.searchName),
  ],
);

/** A discount code (spec §3 Discount): EURO (amount in cents) or PERCENT; SHIPPING_FEES offers shipping. */
export const discountCodes = pgTable(
  'discount_code',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    type: text('type').$type<DiscountCodeType>().notNull(),
    amount: integer('amount').notNull().default(0),
    detailType: text('detail_type').$type<'SHIPPING_FEES'>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (t) => [uniqueIndex('discount_code_site_code').on(t.siteId, t.code)],
);

/**
 * A cart (spec §3 Cart). Its id is a random UUID, not a sequence: an anonymous cart is reachable
 * by its id alone (spec §6), so the id must not be guessable. A member's cart is reachable only
 * by that member; a deleted account deletes its carts.
 */
export const carts = pgTable(
  'cart',
  {
    id: text('id').primaryKey(),
    siteId: siteId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<CartType>().notNull().default('MAIN_CART'),
    /** The member's default (main) cart; at most one per member. */
    isDefault: boolean('is_default').notNull().default(false),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_site_user').on(t.siteId, t.userId),
    uniqueIndex('cart_user_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A line of a cart: one declination, once per cart. */
export const cartProducts = pgTable(
  'cart_product',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id')
      .notNull()
      .references(() => declinations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_product_cart_declination').on(t.cartId, t.declinationId)],
);

/** A price band of a carrier: up to `upTo` units (bottles or items) inclusive costs `priceCents`. */
export interface CarrierBand {
  upTo: number;
  priceCents: number;
}

/** A carrier of a site (spec §3 checkout carrier). */
export const carriers = pgTable('carrier', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  name: text('name').notNull(),
  serviceCode: text('service_code').notNull(),
  deliveryType: text('delivery_type').$type<CarrierDeliveryType>().notNull(),
  siteType: text('site_type').$type<CarrierSiteType>().notNull().default('STANDARD'),
  pricing: text('pricing').$type<CarrierPricing>().notNull().default('BOTTLE'),
  bands: jsonb('bands').$type<CarrierBand[]>().notNull(),
  /** Alpha-3 codes of the countries served. */
  countries: jsonb('countries').$type<string[]>().notNull(),
  isValid: boolean('is_valid').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** A relay point of a PICKUP carrier (spec §3 Access point). */
export const relayPoints = pgTable(
  'relay_point',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'cascade' }),
    /** The carrier's own identifier of the point (what the order keeps). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    addLine1: text('add_line1').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    /** Alpha-3. */
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    icon: text('icon'),
  },
  (t) => [index('relay_point_site_zip').on(t.siteId, t.zipCode)],
);

/** An address type (GET /admin/address/type): HEAD_OFFICE, CLICK_AND_COLLECT, SHOP, WAREHOUSE… */
export const addressTypes = pgTable(
  'address_type',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    value: text('value').notNull(),
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('address_type_site_value').on(t.siteId, t.value)],
);

/** An address of the company (GET /company/address): head office, shop, click-and-collect point… */
export const companyAddresses = pgTable('company_address', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  name: text('name').notNull(),
  addLine1: text('add_line1').notNull(),
  addLine2: text('add_line2'),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  /** Alpha-3. */
  country: text('country').notNull().default('FRA'),
  phone: text('phone'),
  email: text('email'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  position: integer('position').notNull().default(0),
});

export const companyAddressTypes = pgTable(
  'company_address_type',
  {
    addressId: integer('address_id')
      .notNull()
      .references(() => companyAddresses.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => addressTypes.id, { onDelete: 'cascade' }),
    siteId: siteId(),
  },
  (t) => [primaryKey({ columns: [t.addressId, t.typeId] })],
);

/** An opening slot of a schedule: ISO weekday (1 Monday … 7 Sunday), local times HH:MM. */
export interface ScheduleSlot {
  weekday: number;
  open: string;
  close: string;
}

/** A click-and-collect schedule of an address (GET /calendar/{id}/date/allowed/{month}/{year}). */
export const schedules = pgTable('schedule', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  addressId: integer('address_id')
    .notNull()
    .references(() => companyAddresses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slots: jsonb('slots').$type<ScheduleSlot[]>().notNull(),
  /** yyyy-mm-dd dates the shop is closed (holidays). */
  closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
});

/** A postal address as the order keeps it (a snapshot, not a reference). */
export interface OrderAddress {
  firstname: string;
  lastname: string;
  address: string;
  addressPart2?: string | null;
  postalCode: string;
  city: string;
  /** Alpha-3. */
  country: string;
}

export interface OrderCarrierSnapshot {
  id: number | null;
  name: string;
  serviceCode: string;
  deliveryType: CarrierDeliveryType;
  siteType: CarrierSiteType;
}

export interface OrderAccessPoint {
  id: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  country: string;
}

/**
 * An order. Its member is set null when the account is deleted: the shop keeps its books
 * (prices, lines), while the account itself is gone.
 */
export const orders = pgTable(
  'shop_order',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    status: text('status').notNull().default('PENDING_PAYMENT'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryType: text('delivery_type').$type<OrderDeliveryType>().notNull(),
    carrier: jsonb('carrier').$type<OrderCarrierSnapshot | null>(),
    accessPoint: jsonb('access_point').$type<OrderAccessPoint | null>(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress | null>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    scheduleId: integer('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    scheduleDate: date('schedule_date'),
    message: text('message'),
    discountCode: text('discount_code'),
    discountType: text('discount_type'),
    discountDetailType: text('discount_detail_type'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Bottles counted as for shipping (×2 to stay an integer: 13 is 6.5 bottles). */
    bottleHalves: integer('bottle_halves').notNull().default(0),
    paymentMethod: text('payment_method').$type<OrderPaymentMethod>().notNull().default('CARD'),
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull().default('PENDING'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The `Idempotency-Key` header of the POST /order that created it, and a SHA-256 of that request's parsed body:
     * the same member sending the same key again gets this order back; with another body, a 409.
     */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_order_site_user').on(t.siteId, t.userId, t.createdAt),
    uniqueIndex('shop_order_idempotency')
      .on(t.siteId, t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * A payment intent of the local test provider (one per order: a refused card leaves it open for another try).
 * Its id is random, not a sequence; it answers only to the member who owns the order.
 */
export const paymentIntents = pgTable(
  'payment_intent',
  {
    id: text('id').primaryKey(),
    siteId: siteId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('test'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<PaymentIntentStatus>().notNull().default('requires_payment_method'),
    /** The pending 3-D Secure challenge (random), while status is requires_action. */
    challengeId: text('challenge_id'),
    /** Last four digits of the last card tried (never the number). */
    lastFour: text('last_four'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_intent_order').on(t.orderId), uniqueIndex('payment_intent_challenge').on(t.challengeId)],
);

/** A line of an order, with the names and prices of the moment. */
export const orderLines = pgTable(
  'shop_order_line',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id').references(() => declinations.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    year: integer('year'),
    capacity: doublePrecision('capacity'),
    capacityUnit: text('capacity_unit'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('shop_order_line_order').on(t.orderId)],
);
