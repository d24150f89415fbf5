import { checkCartQuantity, parseQuantity, type QuantityCheck, type QuantityRuleInput } from '@/lib/rules/cart-rules';

// The storefront's side of the spec §5 quantity rules (the rules themselves are lib/rules/cart-rules.ts,
// shared with the platform).

/**
 * A typed quantity (spec §5): a non-numeric value falls back to the multiple; a number is kept as typed,
 * even 0, negative or fractional, so that the rules can say what is wrong with it.
 */
export function readQuantity(raw: string | number, step: number): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : parseQuantity(raw, step);
  const text = raw.trim().replace(',', '.');
  const n = text === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : parseQuantity(raw, step);
}

/**
 * Spec §5 pre-check of an add: the chosen quantity first (in the spec's order), then the line's resulting
 * quantity with what the cart already holds (the platform checks the stock on that total).
 */
export function precheckAdd(
  input: Omit<QuantityRuleInput, 'quantity'> & { quantity: number; inCart: number },
): QuantityCheck {
  const { inCart, ...rule } = input;
  const alone = checkCartQuantity(rule);
  if (!alone.ok || inCart <= 0) return alone;
  return checkCartQuantity({ ...rule, quantity: inCart + rule.quantity });
}

export type { QuantityCheck };
