import { z } from 'zod';
import { listQuery } from './common';

// The contract of the catalogue calls: product list and detail (design.md §1), variations,
// awards, recommended products, meal icons (spec §7 "Loaded at start" and "Content").
// Prices are euros with 2 decimals (spec §9); capacities are in their unit (37.5 cl, 1.5 L).

export const productTypeSchema = z.enum(['WINE', 'BOX', 'OTHER']);
export const capacityUnitSchema = z.enum(['LITER', 'CENTILITRE']);
export const discountTypeSchema = z.enum(['EURO', 'PERCENT']);

/** One value of a variation on a declination (spec §3: id, label, optional displayLabel). */
export const variationValueSchema = z.object({
  id: z.number().int(),
  /** The variation (dimension) it belongs to, e.g. « Cuvée ». */
  idVariation: z.number().int(),
  label: z.string(),
  displayLabel: z.string().nullable(),
});
export type VariationValue = z.infer<typeof variationValueSchema>;

/** A product's use of a variation slot: which dimension variation1…3 means on this product. */
export const productVariationSchema = z.object({ id: z.number().int(), label: z.string() });

/** A discount on a declination: `amount` in euros when EURO, in percent when PERCENT. */
export const declinationDiscountSchema = z.object({ type: discountTypeSchema, amount: z.number() });

/** A declination (spec §3). */
export const declinationSchema = z.object({
  id: z.number().int(),
  idProduct: z.number().int(),
  year: z.number().int().nullable(),
  /** 37.5 with CENTILITRE, 1.5 with LITER; null for goods without a capacity. */
  capacity: z.number().nullable(),
  capacityUnit: capacityUnitSchema.nullable(),
  variation1: variationValueSchema.nullable(),
  variation2: variationValueSchema.nullable(),
  variation3: variationValueSchema.nullable(),
  /** Unit price in euros before discount. */
  price: z.number(),
  /** Unit price in euros after the declination's discount. */
  finalPrice: z.number(),
  /** A fixed price is not affected by decreasing discounts. */
  fixedPrice: z.boolean(),
  /** Stock; meaningful only when setQuantity. */
  quantity: z.number().int(),
  /** Whether stock is tracked. */
  setQuantity: z.boolean(),
  /** Spec §5: for WINE, quantities must be multiples of it. */
  sellByMultipleOf: z.number().int(),
  discount: declinationDiscountSchema.nullable(),
  /** Stock not tracked, or stock above 0. */
  available: z.boolean(),
  image: z.string().nullable(),
});
export type ApiDeclination = z.infer<typeof declinationSchema>;

export const mealIconSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type ApiMealIcon = z.infer<typeof mealIconSchema>;

/** From `minQuantity` units: `amount` off per unit, in euros (EURO) or percent (PERCENT). */
export const decreasingDiscountSchema = z.object({
  minQuantity: z.number().int(),
  type: discountTypeSchema,
  amount: z.number(),
});

/** A site product (spec §3), as the list and the detail answer it. */
export const productSchema = z.object({
  id: z.number().int(),
  idProduct: z.number().int(),
  type: z.object({ type: productTypeSchema }),
  /** e.g. BOTTLE, MAGNUM, CASE, BOX, ACCESSORY, CARE. */
  subtypeType: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  appellation: z.string().nullable(),
  kind: z.string().nullable(),
  color: z.string().nullable(),
  grapeVarieties: z.array(z.string()),
  tags: z.array(z.string()),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  images: z.array(z.object({ path: z.string(), alt: z.string() })),
  /** From the default declination (the cheapest valid one, available ones first). */
  price: z.number().nullable(),
  finalPrice: z.number().nullable(),
  quantity: z.number().int(),
  setQuantity: z.boolean(),
  discount: declinationDiscountSchema.nullable(),
  /** Id of the default declination. */
  idDeclination: z.number().int().nullable(),
  /** Which variation each slot means on this product (null when unused). */
  variation1: productVariationSchema.nullable(),
  variation2: productVariationSchema.nullable(),
  variation3: productVariationSchema.nullable(),
  /** Distinct vintages and capacities of the valid declinations, for the selectors of the product page. */
  years: z.array(z.number().int()),
  capacities: z.array(z.object({ capacity: z.number(), capacityUnit: capacityUnitSchema })),
  /** Spec §5: the quantity must be a multiple of it. */
  multipleOf: z.number().int(),
  hasShippingFees: z.boolean(),
  features: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Per 100 ml, or null. */
  nutritional: z.record(z.string(), z.string()).nullable(),
  decreasingDiscounts: z.array(decreasingDiscountSchema),
  mealIcons: z.array(mealIconSchema),
  recommendedIds: z.array(z.number().int()),
  position: z.number().int(),
  createdAt: z.string(),
  /** Valid declinations, default one first, then by year, capacity and position. */
  declinations: z.array(declinationSchema),
});
export type ApiProduct = z.infer<typeof productSchema>;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Comma list of tags, any of which matches (at most 20 tags of 60 characters). */
const tagList = z
  .string()
  .max(1_000)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(60)).max(20));

/**
 * GET /product (spec §3 "Product list filters", spec §9: 100 per page, ordered by price).
 * `name` and `kind` take the list prefixes of spec §7 (`name=lk:chinon`, `kind=df:Rouge`).
 */
export const productListQuerySchema = listQuery({ nbItem: 100, maxNbItem: 100 }).extend({
  orderBy: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^-?[A-Za-z][\w.]{0,63}(:(asc|desc|ASC|DESC))?$/)
      .optional(),
  ),
  type: z.preprocess(emptyToUndefined, productTypeSchema.optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  tags: z.preprocess(emptyToUndefined, tagList.optional()),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({ products: z.array(productSchema), total: z.number().int() });
export const recommendedSchema = z.object({ products: z.array(productSchema) });

export const variationSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  position: z.number().int(),
  details: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      displayLabel: z.string().nullable(),
      position: z.number().int(),
    }),
  ),
});

export const awardSchema = z.object({
  id: z.number().int(),
  idProduct: z.number().int(),
  name: z.string(),
  year: z.number().int().nullable(),
  medal: z.string(),
  image: z.string().nullable(),
});
export const awardQuerySchema = z.object({ product: z.coerce.number().int().positive().max(2_147_483_647) });
