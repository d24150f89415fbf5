import type { ApiDeclination, ApiMealIcon, ApiProduct, VariationValue } from '../../../lib/platform/schemas/catalogue';
import type { awards, declinations, mealIcons, products, variationDetails, variations } from '../../db/schema';

// Rows → API shapes of the catalogue. Pure functions: the cart and order calls describe their
// lines with the same serializers. Money is stored in cents and capacity ×10 (integers);
// the API answers euros with 2 decimals and the capacity in its unit (37.5 cl, 1.5 L).

export type ProductRow = typeof products.$inferSelect;
export type DeclinationRow = typeof declinations.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;
export type VariationDetailRow = typeof variationDetails.$inferSelect;
export type MealIconRow = typeof mealIcons.$inferSelect;
export type AwardRow = typeof awards.$inferSelect;

/** 1250 → 12.5, 999 → 9.99 (always 2 decimals at most). */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
/** 12.5 → 1250; rounds to the cent. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
/** 375 → 37.5 (capacity is stored ×10). */
export const capacityFromX10 = (x10: number | null): number | null => (x10 === null ? null : x10 / 10);

/** A capacity in litres, whatever its unit: 375 CENTILITRE → 0.375, 15 LITER → 1.5. */
export function capacityInLiters(x10: number | null, unit: string | null): number | null {
  if (x10 === null || unit === null) return null;
  return unit === 'LITER' ? x10 / 10 : x10 / 1000;
}

/** Unit price in cents after the declination's own discount (EURO: cents off; PERCENT: percent off), never below 0. */
export function discountedPriceCents(row: Pick<DeclinationRow, 'priceCents' | 'discount' | 'discountType'>): number {
  if (row.discount <= 0) return row.priceCents;
  const off = row.discountType === 'EURO' ? row.discount : Math.round((row.priceCents * row.discount) / 100);
  return Math.max(0, row.priceCents - off);
}

/** Stock is not tracked, or some is left. */
export const isAvailable = (row: Pick<DeclinationRow, 'setQuantity' | 'quantity'>): boolean =>
  !row.setQuantity || row.quantity > 0;

/**
 * The default declination of a product: among the valid ones, available ones first, then the
 * cheapest (after discount), then by position and id. It gives the product-level price and stock.
 */
export function pickDefaultDeclination<T extends DeclinationRow>(rows: readonly T[]): T | null {
  const valid = rows.filter((row) => row.isValid);
  if (valid.length === 0) return null;
  return [...valid].sort(compareForDefault)[0] ?? null;
}

function compareForDefault(a: DeclinationRow, b: DeclinationRow): number {
  return (
    Number(isAvailable(b)) - Number(isAvailable(a)) ||
    discountedPriceCents(a) - discountedPriceCents(b) ||
    a.position - b.position ||
    a.id - b.id
  );
}

function toVariationValue(id: number | null, details: ReadonlyMap<number, VariationDetailRow>): VariationValue | null {
  if (id === null) return null;
  const detail = details.get(id);
  if (!detail) return null;
  return { id: detail.id, idVariation: detail.variationId, label: detail.label, displayLabel: detail.displayLabel };
}

function toApiDiscount(row: Pick<DeclinationRow, 'discount' | 'discountType'>): ApiDeclination['discount'] {
  if (row.discount <= 0) return null;
  return row.discountType === 'EURO'
    ? { type: 'EURO', amount: centsToEuros(row.discount) }
    : { type: 'PERCENT', amount: row.discount };
}

/** A declination as spec §3 describes it; `details` maps variation detail ids to their rows. */
export function toApiDeclination(
  row: DeclinationRow,
  details: ReadonlyMap<number, VariationDetailRow>,
): ApiDeclination {
  return {
    id: row.id,
    idProduct: row.productId,
    year: row.year,
    capacity: capacityFromX10(row.capacityX10),
    capacityUnit: row.capacityX10 === null ? null : row.capacityUnit,
    variation1: toVariationValue(row.variation1Id, details),
    variation2: toVariationValue(row.variation2Id, details),
    variation3: toVariationValue(row.variation3Id, details),
    price: centsToEuros(row.priceCents),
    finalPrice: centsToEuros(discountedPriceCents(row)),
    fixedPrice: row.fixedPrice,
    quantity: row.quantity,
    setQuantity: row.setQuantity,
    sellByMultipleOf: row.sellByMultipleOf,
    discount: toApiDiscount(row),
    available: isAvailable(row),
    image: row.image,
  };
}

export const toApiMealIcon = (row: MealIconRow): ApiMealIcon => ({ id: row.id, name: row.name, icon: row.icon });

export const toApiAward = (row: AwardRow) => ({
  id: row.id,
  idProduct: row.productId,
  name: row.name,
  year: row.year,
  medal: row.medal,
  image: row.image,
});

/** Lookups a product needs besides its own row and declinations (all of the same site). */
export interface CatalogueLookups {
  details: ReadonlyMap<number, VariationDetailRow>;
  variations: ReadonlyMap<number, VariationRow>;
  mealIcons: ReadonlyMap<number, MealIconRow>;
}

/** Which variation (dimension) a slot means on this product, from the first declination that uses it. */
function slotVariation(
  rows: readonly DeclinationRow[],
  slot: 'variation1Id' | 'variation2Id' | 'variation3Id',
  lookups: CatalogueLookups,
): ApiProduct['variation1'] {
  for (const row of rows) {
    const detailId = row[slot];
    const detail = detailId === null ? undefined : lookups.details.get(detailId);
    const variation = detail ? lookups.variations.get(detail.variationId) : undefined;
    if (variation) return { id: variation.id, label: variation.label };
  }
  return null;
}

function compareForDisplay(a: DeclinationRow, b: DeclinationRow): number {
  return (
    (b.year ?? 0) - (a.year ?? 0) ||
    (capacityInLiters(a.capacityX10, a.capacityUnit) ?? 0) - (capacityInLiters(b.capacityX10, b.capacityUnit) ?? 0) ||
    a.position - b.position ||
    a.id - b.id
  );
}

function distinctCapacities(rows: readonly DeclinationRow[]): ApiProduct['capacities'] {
  const seen = new Map<string, ApiProduct['capacities'][number]>();
  const sorted = [...rows].sort(
    (a, b) =>
      (capacityInLiters(a.capacityX10, a.capacityUnit) ?? 0) - (capacityInLiters(b.capacityX10, b.capacityUnit) ?? 0),
  );
  for (const row of sorted) {
    if (row.capacityX10 === null || row.capacityUnit === null) continue;
    seen.set(`${row.capacityX10}${row.capacityUnit}`, {
      capacity: row.capacityX10 / 10,
      capacityUnit: row.capacityUnit,
    });
  }
  return [...seen.values()];
}

/**
 * A site product (spec §3) with its valid declinations; the product-level price, quantity,
 * setQuantity and discount come from the default declination (pickDefaultDeclination).
 */
export function toApiProduct(
  product: ProductRow,
  rows: readonly DeclinationRow[],
  lookups: CatalogueLookups,
): ApiProduct {
  const valid = rows.filter((row) => row.isValid && row.productId === product.id);
  const fallback = pickDefaultDeclination(valid);
  const ordered = [...valid].sort((a, b) => (a === fallback ? -1 : b === fallback ? 1 : compareForDisplay(a, b)));
  const years = [...new Set(valid.map((row) => row.year).filter((year): year is number => year !== null))].sort(
    (a, b) => b - a,
  );
  return {
    id: product.id,
    idProduct: product.id,
    type: { type: product.type },
    subtypeType: product.subtype,
    name: product.name,
    slug: product.slug,
    appellation: product.appellation,
    kind: product.kind,
    color: product.color,
    grapeVarieties: product.grapeVarieties,
    tags: product.tags,
    shortDescription: product.shortDescription,
    description: product.description,
    image: product.image ?? fallback?.image ?? null,
    images: product.images,
    price: fallback ? centsToEuros(fallback.priceCents) : null,
    finalPrice: fallback ? centsToEuros(discountedPriceCents(fallback)) : null,
    quantity: fallback?.quantity ?? 0,
    setQuantity: fallback?.setQuantity ?? false,
    discount: fallback ? toApiDiscount(fallback) : null,
    idDeclination: fallback?.id ?? null,
    variation1: slotVariation(valid, 'variation1Id', lookups),
    variation2: slotVariation(valid, 'variation2Id', lookups),
    variation3: slotVariation(valid, 'variation3Id', lookups),
    years,
    capacities: distinctCapacities(valid),
    multipleOf: product.multipleOf,
    hasShippingFees: product.hasShippingFees,
    features: product.features,
    nutritional: product.nutritional ?? null,
    decreasingDiscounts: product.decreasingDiscounts.map((step) => ({
      minQuantity: step.minQuantity,
      type: step.type,
      amount: step.type === 'EURO' ? centsToEuros(step.amount) : step.amount,
    })),
    mealIcons: product.mealIconIds.flatMap((id) => {
      const icon = lookups.mealIcons.get(id);
      return icon ? [toApiMealIcon(icon)] : [];
    }),
    recommendedIds: product.recommendedIds,
    position: product.position,
    createdAt: product.createdAt.toISOString(),
    declinations: ordered.map((row) => toApiDeclination(row, lookups.details)),
  };
}
