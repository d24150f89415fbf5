import { checkExpedition, countBottles, type ShippingLine } from '../../../lib/rules/shipping';
import type { DbOrTx } from '../../db/client';
import { t } from '../../i18n';
import { checkItemQuantity, loadSellable, shippingLine, unitPriceCents, type SellableItem } from './lines';
import type { ShopSettings } from './settings';

export interface PayloadLine {
  item: SellableItem;
  quantity: number;
  unitCents: number;
}

export interface EvaluatedPayload {
  lines: PayloadLine[];
  shipping: ShippingLine[];
  subtotalCents: number;
  bottleCount: number;
  /** Per declination id (its message), and `_` for the whole cart (expedition limits). */
  errors: Record<string, string>;
  /** The first failure in payload order (products first, then the cart-wide one), or null. */
  first: { message: string; code: string; item: SellableItem | null; n: number } | null;
}

/** Adds up repeated declinations: the rules apply to what is ordered in total. */
export function mergeProducts(
  products: readonly { id: number; quantity: number }[],
): { id: number; quantity: number }[] {
  const merged = new Map<number, number>();
  for (const { id, quantity } of products) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/** The words of a quantity rule failure (spec §5 messages in French). */
export function quantityMessage(check: { code: string; values: { n: number } }): string {
  return t(`shop.${check.code}` as 'shop.stock', check.values);
}

/**
 * Loads and checks an order payload (spec §5 "The cart is validated on the server before the
 * order"): each product exists on this site and passes the add-to-cart rules; with
 * `expedition`, the bottle count passes BOTTLE_MULTIPLE and the minimum and maximum.
 */
export async function evaluatePayload(
  db: DbOrTx,
  siteId: number,
  products: readonly { id: number; quantity: number }[],
  settings: ShopSettings,
  options: { expedition: boolean },
): Promise<EvaluatedPayload> {
  const merged = mergeProducts(products);
  const sellable = await loadSellable(
    db,
    siteId,
    merged.map((p) => p.id),
  );
  const errors: Record<string, string> = {};
  let first: EvaluatedPayload['first'] = null;
  const lines: PayloadLine[] = [];
  for (const { id, quantity } of merged) {
    const item = sellable.get(id);
    if (!item) {
      errors[String(id)] = t('shop.productNotFound');
      first ??= { message: errors[String(id)]!, code: 'productNotFound', item: null, n: 0 };
      continue;
    }
    const check = checkItemQuantity(item, quantity);
    if (!check.ok) {
      errors[String(id)] = quantityMessage(check);
      first ??= { message: errors[String(id)]!, code: check.code, item, n: check.values.n };
    }
    lines.push({ item, quantity, unitCents: unitPriceCents(item, quantity) });
  }
  const shipping = lines.filter((l) => l.quantity > 0).map((l) => shippingLine(l.item, l.quantity));
  const bottleCount = countBottles(shipping);
  if (options.expedition) {
    const check = checkExpedition(bottleCount, settings.expedition);
    if (!check.ok) {
      errors._ = quantityMessage(check);
      first ??= { message: errors._, code: check.code, item: null, n: check.values.n };
    }
  }
  const subtotalCents = lines.reduce((sum, l) => sum + (l.quantity > 0 ? l.unitCents * l.quantity : 0), 0);
  return { lines, shipping, subtotalCents, bottleCount, errors, first };
}
