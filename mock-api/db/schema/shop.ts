import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './core';

// Catalogue tables, shared by the catalogue calls and the cart/order calls.
// Money is stored in integer cents (no float drift); the API answers in euros with 2 decimals.

export const productTypes = ['WINE', 'BOX', 'OTHER'] as const;
export type ProductType = (typeof productTypes)[number];
export const capacityUnits = ['LITER', 'CENTILITRE'] as const;
export type CapacityUnit = (typeof capacityUnits)[number];
export const discountKinds = ['EURO', 'PERCENT'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** A dimension products vary on besides year and capacity (e.g. « Cuvée », « Contenance du coffret »). */
export const variations = pgTable('variation', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/** One value of a variation (spec §3: id, label and optional displayLabel). */
export const variationDetails = pgTable(
  'variation_detail',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    displayLabel: text('display_label'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variation_detail_variation').on(t.variationId)],
);

/** A site product (spec §3 « Site product »): wine, box of wine or other goods. */
export const products = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProductType>().notNull(),
    /** e.g. BOTTLE, MAGNUM, CASE, CARE… */
    subtype: text('subtype'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Wine: the appellation (SWITCH_WINE_NAME_AND_APPELLATION swaps it with the name). */
    appellation: text('appellation'),
    /** Free category used by the `kind` filter: « Rouge », « Blanc », « Soin »… */
    kind: text('kind'),
    color: text('color'),
    grapeVarieties: jsonb('grape_varieties').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    shortDescription: text('short_description'),
    description: text('description'),
    /** Main image path on the image service. */
    image: text('image'),
    images: jsonb('images').$type<{ path: string; alt: string }[]>().notNull().default([]),
    /** Spec §5: the quantity must be a multiple of the product's multiple-of value. */
    multipleOf: integer('multiple_of').notNull().default(1),
    hasShippingFees: boolean('has_shipping_fees').notNull().default(true),
    /** [{ label, value }] shown on the sheet (FEATURES_PRODUCT_STYLE). */
    features: jsonb('features').$type<{ label: string; value: string }[]>().notNull().default([]),
    /** Nutritional data per 100 ml (SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET). */
    nutritional: jsonb('nutritional').$type<Record<string, string>>(),
    /** Decreasing discounts: from `minQuantity` units, `amount` off in EURO (cents) or PERCENT. */
    decreasingDiscounts: jsonb('decreasing_discounts')
      .$type<{ minQuantity: number; type: DiscountKind; amount: number }[]>()
      .notNull()
      .default([]),
    mealIconIds: jsonb('meal_icon_ids').$type<number[]>().notNull().default([]),
    recommendedIds: jsonb('recommended_ids').$type<number[]>().notNull().default([]),
    isValid: boolean('is_valid').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Name, appellation, descriptions and grape varieties, lower-cased with accents stripped
     * (domain/catalogue/search-text.ts): the `search` filter matches it without needing `unaccent`.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [index('product_site').on(t.siteId)],
);

/** A declination (spec §3): what is actually sold and stocked — year × capacity × variations. */
export const declinations = pgTable(
  'declination',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    year: integer('year'),
    /** Capacity times 10 (37.5 cl is 375 with CENTILITRE; 1.5 L is 15 with LITER): integers, no float. */
    capacityX10: integer('capacity_x10'),
    capacityUnit: text('capacity_unit').$type<CapacityUnit>(),
    variation1Id: integer('variation1_id').references(() => variationDetails.id),
    variation2Id: integer('variation2_id').references(() => variationDetails.id),
    variation3Id: integer('variation3_id').references(() => variationDetails.id),
    priceCents: integer('price_cents').notNull(),
    /** A fixed price is not affected by decreasing discounts. */
    fixedPrice: boolean('fixed_price').notNull().default(false),
    /** Stock; meaningful only when `setQuantity` (stock is tracked). */
    quantity: integer('quantity').notNull().default(0),
    setQuantity: boolean('set_quantity').notNull().default(false),
    sellByMultipleOf: integer('sell_by_multiple_of').notNull().default(1),
    /** Discount on this declination: cents when EURO, percent when PERCENT. */
    discount: integer('discount').notNull().default(0),
    discountType: text('discount_type').$type<DiscountKind>().notNull().default('PERCENT'),
    image: text('image'),
    isValid: boolean('is_valid').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('declination_product').on(t.productId), index('declination_site').on(t.siteId)],
);

/** A medal or distinction of a product (GET /award?product={id}). */
export const awards = pgTable(
  'award',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The competition or guide, e.g. « Concours Général Agricole de Paris ». */
    name: text('name').notNull(),
    year: integer('year'),
    /** or, argent, bronze, coup de cœur… */
    medal: text('medal').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('award_product').on(t.productId)],
);

/** A food pairing icon of the site (GET /parameter/product/meal-icon); products list theirs in `meal_icon_ids`. */
export const mealIcons = pgTable('meal_icon', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** An icon name of the site's icon font (BASE_FONTAWESOME_ICON), e.g. `fa-fish`. */
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});
