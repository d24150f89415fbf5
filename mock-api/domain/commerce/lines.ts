import { and, eq, inArray } from 'drizzle-orm';
import { checkCartQuantity, quantityStep, type QuantityCheck } from '../../../lib/rules/cart-rules';
import type { ShippingLine } from '../../../lib/rules/shipping';
import type { DbOrTx } from '../../db/client';
import { declinations, products, variationDetails } from '../../db/schema';
import {
  capacityFromX10,
  discountedPriceCents,
  type DeclinationRow,
  type ProductRow,
  type VariationDetailRow,
} from '../catalogue/adapter';

/** A declination with its product, as the cart and order calls need it. */
export interface SellableItem {
  declination: DeclinationRow;
  product: ProductRow;
}

/** The valid declinations of valid products of this site, by id (others are simply absent). */
export async function loadSellable(
  db: DbOrTx,
  siteId: number,
  ids: readonly number[],
): Promise<Map<number, SellableItem>> {
  const out = new Map<number, SellableItem>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ declination: declinations, product: products })
    .from(declinations)
    .innerJoin(products, eq(products.id, declinations.productId))
    .where(
      and(
        eq(declinations.siteId, siteId),
        eq(products.siteId, siteId),
        inArray(declinations.id, [...new Set(ids)]),
        eq(declinations.isValid, true),
        eq(products.isValid, true),
      ),
    );
  for (const row of rows) out.set(row.declination.id, row);
  return out;
}

/** The variation details the given declinations use (for the adapter's declination shape). */
export async function loadDetails(
  db: DbOrTx,
  siteId: number,
  items: Iterable<SellableItem>,
): Promise<Map<number, VariationDetailRow>> {
  const ids = new Set<number>();
  for (const { declination: d } of items) {
    for (const id of [d.variation1Id, d.variation2Id, d.variation3Id]) if (id !== null) ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const rows = await db
    .select()
    .from(variationDetails)
    .where(and(eq(variationDetails.siteId, siteId), inArray(variationDetails.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Unit price in cents for a quantity: the declination's discounted price, then the product's
 * best decreasing discount reached by the quantity (not on fixed prices), never below 0.
 */
export function unitPriceCents(item: SellableItem, quantity: number): number {
  const base = discountedPriceCents(item.declination);
  if (item.declination.fixedPrice) return base;
  const reached = item.product.decreasingDiscounts
    .filter((d) => quantity >= d.minQuantity)
    .sort((a, b) => b.minQuantity - a.minQuantity)[0];
  if (!reached) return base;
  const off = reached.type === 'EURO' ? reached.amount : Math.round((base * reached.amount) / 100);
  return Math.max(0, base - off);
}

/** The spec §5 rules for a resulting quantity of this item. */
export function checkItemQuantity(item: SellableItem, quantity: number): QuantityCheck {
  return checkCartQuantity({
    quantity,
    type: item.product.type,
    multipleOf: item.product.multipleOf,
    sellByMultipleOf: item.declination.sellByMultipleOf,
    setQuantity: item.declination.setQuantity,
    stock: item.declination.quantity,
  });
}

export const itemStep = (item: SellableItem): number =>
  quantityStep({
    type: item.product.type,
    multipleOf: item.product.multipleOf,
    sellByMultipleOf: item.declination.sellByMultipleOf,
  });

export function shippingLine(item: SellableItem, quantity: number): ShippingLine {
  return {
    type: item.product.type,
    quantity,
    capacity: capacityFromX10(item.declination.capacityX10),
    capacityUnit: item.declination.capacityX10 === null ? null : item.declination.capacityUnit,
    hasShippingFees: item.product.hasShippingFees,
  };
}

/** The display name of a line: product name, vintage and capacity (« Château X 2019 – 37.5 cl »). */
export function lineName(item: SellableItem): string {
  const capacity = capacityFromX10(item.declination.capacityX10);
  const unit = item.declination.capacityUnit === 'LITER' ? 'L' : 'cl';
  const parts = [item.product.name, item.declination.year ? String(item.declination.year) : null]
    .filter(Boolean)
    .join(' ');
  return capacity !== null ? `${parts} – ${String(capacity).replace('.', ',')} ${unit}` : parts;
}
