import type { CapacityUnit, DiscountKind, ProductType } from '../db/schema';

// The shape of the catalogue seed data (shop-wine.ts, shop-salon.ts): euros and capacities as a
// person writes them; seedShop converts to cents and ×10 and gives declinations their fixed ids.

export interface SeedCapacity {
  x10: number;
  unit: CapacityUnit;
}
/** 37.5 cl → { x10: 375, unit: CENTILITRE } */
export const cl = (value: number): SeedCapacity => ({ x10: Math.round(value * 10), unit: 'CENTILITRE' });
/** 1.5 L → { x10: 15, unit: LITER } */
export const liters = (value: number): SeedCapacity => ({ x10: Math.round(value * 10), unit: 'LITER' });

export interface SeedDeclination {
  year: number | null;
  capacity: SeedCapacity | null;
  /** Euros. */
  price: number;
  /** Variation detail ids. */
  variations?: [number?, number?, number?];
  /** Tracked stock (set_quantity true); absent means stock not tracked. */
  stock?: number;
  sellByMultipleOf?: number;
  /** EURO in euros, PERCENT in percent. */
  discount?: { type: DiscountKind; amount: number };
  fixedPrice?: boolean;
}

export interface SeedProduct {
  /** Fixed id; its declinations get ids id × 10 + index (at most 10 per product). */
  id: number;
  type: ProductType;
  subtype: string;
  name: string;
  appellation?: string;
  kind: string;
  color?: string;
  grapeVarieties?: string[];
  tags?: string[];
  shortDescription: string;
  description: string;
  multipleOf?: number;
  hasShippingFees?: boolean;
  features?: { label: string; value: string }[];
  nutritional?: Record<string, string>;
  /** EURO amounts in euros. */
  decreasingDiscounts?: { minQuantity: number; type: DiscountKind; amount: number }[];
  mealIconIds?: number[];
  recommendedIds?: number[];
  declinations: SeedDeclination[];
}

export interface SeedVariation {
  id: number;
  label: string;
  details: { id: number; label: string; displayLabel?: string }[];
}

export interface SeedAward {
  id: number;
  productId: number;
  name: string;
  year: number;
  medal: string;
}

export interface SeedCatalogue {
  variations: SeedVariation[];
  mealIcons: { id: number; name: string; icon: string }[];
  products: SeedProduct[];
  awards: SeedAward[];
}
