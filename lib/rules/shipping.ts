/**
 * Bottle counting, free shipping, expedition limits and discount codes (spec §3 checkout, §5,
 * §9), shared by the platform API and the storefront. Money is in integer cents here: callers
 * convert to euros with 2 decimals at the edge.
 */
import { bottleWeight, type CapacityUnit, type CartProductType } from './cart-rules';
import { asPositiveNumber } from '../platform/parameter-values';

export interface ShippingLine {
  type: CartProductType;
  quantity: number;
  capacity: number | null;
  capacityUnit: CapacityUnit | null;
  /** false: the line ships free and is not counted (e.g. a gift card). */
  hasShippingFees: boolean;
}

/**
 * Bottles of a cart: WINE and BOX lines that bear shipping fees, half a bottle for sizes under
 * 75 cl (12 × 37.5 cl count as 6). OTHER goods are not bottles.
 */
export function countBottles(lines: readonly ShippingLine[]): number {
  let halves = 0;
  for (const line of lines) {
    if (line.type === 'OTHER' || !line.hasShippingFees) continue;
    halves += line.quantity * bottleWeight(line.capacity, line.capacityUnit) * 2;
  }
  return halves / 2;
}

/** Units of a cart that bear shipping fees (for carriers priced per item rather than per bottle). */
export const countShippedItems = (lines: readonly ShippingLine[]): number =>
  lines.reduce((sum, line) => sum + (line.hasShippingFees ? line.quantity : 0), 0);

export interface FreeShippingSettings {
  /** FREE_SHIPPING_BOTTLE: bottles from which shipping is free (null: no such threshold). */
  bottles: number | null;
  /** FREE_SHIPPING_PRICE in cents: subtotal from which shipping is free (null: none). */
  priceCents: number | null;
}

export interface FreeShippingStatus {
  reached: boolean;
  /** Bottles still to add (0 when reached, null without a bottle threshold). */
  remainingBottles: number | null;
  /** Cents still to spend (0 when reached, null without a price threshold). */
  remainingPriceCents: number | null;
}

/** Free shipping is reached when either threshold is met (FREE_SHIPPING_BOTTLE or FREE_SHIPPING_PRICE). */
export function freeShipping(
  bottleCount: number,
  subtotalCents: number,
  settings: FreeShippingSettings,
): FreeShippingStatus {
  const byBottles = settings.bottles != null && settings.bottles > 0 && bottleCount >= settings.bottles;
  const byPrice = settings.priceCents != null && settings.priceCents > 0 && subtotalCents >= settings.priceCents;
  const reached = byBottles || byPrice;
  return {
    reached,
    remainingBottles:
      settings.bottles != null && settings.bottles > 0
        ? reached
          ? 0
          : Math.max(0, settings.bottles - bottleCount)
        : null,
    remainingPriceCents:
      settings.priceCents != null && settings.priceCents > 0
        ? reached
          ? 0
          : Math.max(0, settings.priceCents - subtotalCents)
        : null,
  };
}

export interface ExpeditionSettings {
  /** BOTTLE_MULTIPLE: shipped bottles must be a multiple of it. */
  bottleMultiple: number | null;
  /** MINIMUM_EXPEDITION_BOTTLE */
  minimum: number | null;
  /** MAXIMUM_EXPEDITION_BOTTLE */
  maximum: number | null;
}

/** The expedition limits a site's parameters set (unset, empty, 0 or negative: no limit), read alike by both sides. */
export function expeditionSettingsOf(
  parameters: Readonly<Record<string, string | null | undefined>>,
): ExpeditionSettings {
  return {
    bottleMultiple: asPositiveNumber(parameters.BOTTLE_MULTIPLE),
    minimum: asPositiveNumber(parameters.MINIMUM_EXPEDITION_BOTTLE),
    maximum: asPositiveNumber(parameters.MAXIMUM_EXPEDITION_BOTTLE),
  };
}

export type ExpeditionErrorCode = 'minimumBottles' | 'maximumBottles' | 'bottleMultiple';
export type ExpeditionCheck = { ok: true } | { ok: false; code: ExpeditionErrorCode; values: { n: number } };

/**
 * Expedition limits on the bottle count: minimum, maximum, then multiple. A cart without
 * bottles (only other goods) is not concerned; an unset or non-positive setting is ignored.
 */
export function checkExpedition(bottleCount: number, settings: ExpeditionSettings): ExpeditionCheck {
  if (bottleCount <= 0) return { ok: true };
  const set = (n: number | null): n is number => n != null && Number.isFinite(n) && n > 0;
  if (set(settings.minimum) && bottleCount < settings.minimum) {
    return { ok: false, code: 'minimumBottles', values: { n: settings.minimum } };
  }
  if (set(settings.maximum) && bottleCount > settings.maximum) {
    return { ok: false, code: 'maximumBottles', values: { n: settings.maximum } };
  }
  // Compared in half bottles so that 5.5 bottles is never "a multiple of 1".
  if (set(settings.bottleMultiple) && (bottleCount * 2) % (settings.bottleMultiple * 2) !== 0) {
    return { ok: false, code: 'bottleMultiple', values: { n: settings.bottleMultiple } };
  }
  return { ok: true };
}

export type DiscountType = 'EURO' | 'PERCENT';
export interface DiscountRule {
  type: DiscountType;
  /** Cents when EURO, percent (0–100) when PERCENT. Ignored for SHIPPING_FEES. */
  amount: number;
  /** SHIPPING_FEES: the code offers the shipping instead of taking money off the products. */
  detailType: 'SHIPPING_FEES' | null;
}

export interface DiscountResult {
  /** Taken off the products (never more than the subtotal). */
  productDiscountCents: number;
  /** Shipping fees to pay after the code (0 with SHIPPING_FEES). */
  shippingCents: number;
  /** Everything the code saves: product discount plus offered shipping. */
  valueCents: number;
  totalCents: number;
}

/** Applies a discount code to a subtotal and shipping fees; nothing goes below 0. */
export function applyDiscount(
  subtotalCents: number,
  shippingCents: number,
  discount: DiscountRule | null,
): DiscountResult {
  const subtotal = Math.max(0, Math.round(subtotalCents));
  const shipping = Math.max(0, Math.round(shippingCents));
  let productDiscount = 0;
  let shippingAfter = shipping;
  if (discount?.detailType === 'SHIPPING_FEES') shippingAfter = 0;
  else if (discount?.type === 'EURO') productDiscount = Math.min(subtotal, Math.max(0, Math.round(discount.amount)));
  else if (discount?.type === 'PERCENT') {
    const percent = Math.min(100, Math.max(0, discount.amount));
    productDiscount = Math.min(subtotal, Math.round((subtotal * percent) / 100));
  }
  return {
    productDiscountCents: productDiscount,
    shippingCents: shippingAfter,
    valueCents: productDiscount + (shipping - shippingAfter),
    totalCents: subtotal - productDiscount + shippingAfter,
  };
}

export interface PriceBand {
  /** Up to this many units (bottles, or items) inclusive. */
  upTo: number;
  priceCents: number;
}

/**
 * The price of a carrier's band for a number of units: the first band that holds them;
 * past the last band, the last band's price. No band → null (the carrier has no price).
 */
export function bandPrice(bands: readonly PriceBand[], units: number): number | null {
  const sorted = [...bands].sort((a, b) => a.upTo - b.upTo);
  if (sorted.length === 0) return null;
  const band = sorted.find((b) => units <= b.upTo) ?? sorted[sorted.length - 1]!;
  return band.priceCents;
}
