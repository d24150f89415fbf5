/**
 * Add-to-cart rules of spec §5, shared by the platform API and the storefront's product sheet
 * and cart. They answer error codes with their values, never messages: each side words them
 * from its own messages file (`api.shop.<code>` on the API).
 */

export type CartProductType = 'WINE' | 'BOX' | 'OTHER';
export type CapacityUnit = 'LITER' | 'CENTILITRE';

/** What the rules need to know about the declination being added. */
export interface QuantityRuleInput {
  /** The line's resulting quantity (what the cart would hold). */
  quantity: number;
  type: CartProductType;
  /** The product's multiple-of value (spec §3 site product). */
  multipleOf: number;
  /** The declination's sellByMultipleOf (applies to WINE only). */
  sellByMultipleOf: number;
  /** Stock is tracked (`setQuantity`). */
  setQuantity: boolean;
  /** Units in stock; meaningful only when `setQuantity`. */
  stock: number;
}

export type QuantityErrorCode = 'quantityPositive' | 'multipleOf' | 'stock' | 'multipleOfBottles';
export type QuantityCheck = { ok: true } | { ok: false; code: QuantityErrorCode; values: { n: number } };

/** Quantity selector limits (spec §9): at most 20 options, scanning numbers up to 1000. */
export const MAX_QUANTITY_OPTIONS = 20;
export const QUANTITY_SCAN_LIMIT = 1000;

const positiveInt = (n: number) => (Number.isInteger(n) && n > 0 ? n : 1);

/** Spec §5 add-to-cart checks, in the spec's order; the first failing one is reported. */
export function checkCartQuantity(input: QuantityRuleInput): QuantityCheck {
  const { quantity } = input;
  if (!Number.isFinite(quantity) || quantity <= 0) return { ok: false, code: 'quantityPositive', values: { n: 0 } };
  const multipleOf = positiveInt(input.multipleOf);
  if (!Number.isInteger(quantity) || quantity % multipleOf !== 0) {
    return { ok: false, code: 'multipleOf', values: { n: multipleOf } };
  }
  if (input.setQuantity && quantity > input.stock) {
    return { ok: false, code: 'stock', values: { n: Math.max(0, input.stock) } };
  }
  const sellBy = positiveInt(input.sellByMultipleOf);
  if (input.type === 'WINE' && quantity % sellBy !== 0) {
    return { ok: false, code: 'multipleOfBottles', values: { n: sellBy } };
  }
  return { ok: true };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The step a quantity moves by (spec §4: steps of the multiple-of value, minimum that multiple):
 * the product's multipleOf, and for WINE also the declination's sellByMultipleOf (their least
 * common multiple, so that every offered quantity passes both rules).
 */
export function quantityStep(input: Pick<QuantityRuleInput, 'type' | 'multipleOf' | 'sellByMultipleOf'>): number {
  const multipleOf = positiveInt(input.multipleOf);
  if (input.type !== 'WINE') return multipleOf;
  const sellBy = positiveInt(input.sellByMultipleOf);
  return (multipleOf * sellBy) / gcd(multipleOf, sellBy);
}

/**
 * The quantity selector's options (spec §5/§9): multiples of the step, at most 20 of them,
 * scanning numbers up to 1000; bounded by the stock when it is tracked.
 */
export function quantityOptions(
  input: Pick<QuantityRuleInput, 'type' | 'multipleOf' | 'sellByMultipleOf' | 'setQuantity' | 'stock'>,
): number[] {
  const step = quantityStep(input);
  const options: number[] = [];
  for (let n = 1; n <= QUANTITY_SCAN_LIMIT && options.length < MAX_QUANTITY_OPTIONS; n++) {
    if (n % step !== 0) continue;
    if (input.setQuantity && n > input.stock) break;
    options.push(n);
  }
  return options;
}

/** Spec §5: a non-numeric (or non-positive-integer) quantity falls back to the multiple. */
export function parseQuantity(raw: unknown, step: number): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : positiveInt(step);
}

/** Spec §5: after a successful add, the quantity resets to the multiple. */
export const quantityAfterAdd = (step: number): number => positiveInt(step);

/** Spec §5/§9: sizes under 0.75 L (75 cl) count as half a bottle for free-shipping counting. */
export function bottleWeight(capacity: number | null | undefined, unit: CapacityUnit | null | undefined): number {
  if (capacity == null || unit == null || capacity <= 0) return 1;
  const liters = unit === 'LITER' ? capacity : capacity / 100;
  return liters < 0.75 ? 0.5 : 1;
}
