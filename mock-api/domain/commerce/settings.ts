import { salesAreaRefusal, type SalesArea } from '../../../lib/rules/sales-area';
import { expeditionSettingsOf, type ExpeditionSettings, type FreeShippingSettings } from '../../../lib/rules/shipping';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http/errors';
import { eurosToCents } from '../catalogue/adapter';
import { asNumber, asPositiveNumber, isOn, readParameters } from '../parameters';

const SHOP_PARAMETERS = [
  'BOTTLE_MULTIPLE',
  'MINIMUM_EXPEDITION_BOTTLE',
  'MAXIMUM_EXPEDITION_BOTTLE',
  'FREE_SHIPPING_BOTTLE',
  'FREE_SHIPPING_PRICE',
  'CLICK_AND_COLLECT_HOURS',
  'ONLY_SELL_IN_FRANCE',
  'SELL_WORLDWIDE',
  'LOCK_DELIVERY',
  'PAYMENT_METHOD',
] as const;

/** `onlyFrance` and `worldwide` (ONLY_SELL_IN_FRANCE, SELL_WORLDWIDE): where the shop delivers, lib/rules/sales-area.ts. */
export interface ShopSettings extends SalesArea {
  expedition: ExpeditionSettings;
  freeShipping: FreeShippingSettings;
  clickAndCollectHours: number;
  /** LOCK_DELIVERY on: nothing is shipped; only click-and-collect and no-delivery orders. */
  deliveryLocked: boolean;
  /** PAYMENT_METHOD as stored (read by lib/rules/payment.ts allowedPaymentMethods). */
  paymentMethod: string | null;
}

/** The shop rules of a site's parameters; a missing or empty parameter is unset. */
export async function readShopSettings(db: DbOrTx, siteId: number): Promise<ShopSettings> {
  const p = await readParameters(db, siteId, SHOP_PARAMETERS);
  const freePrice = asPositiveNumber(p.FREE_SHIPPING_PRICE);
  return {
    expedition: expeditionSettingsOf(p),
    freeShipping: {
      bottles: asPositiveNumber(p.FREE_SHIPPING_BOTTLE),
      priceCents: freePrice === null ? null : eurosToCents(freePrice),
    },
    clickAndCollectHours: Math.max(0, asNumber(p.CLICK_AND_COLLECT_HOURS) ?? 0),
    onlyFrance: isOn(p.ONLY_SELL_IN_FRANCE),
    worldwide: isOn(p.SELL_WORLDWIDE),
    deliveryLocked: isOn(p.LOCK_DELIVERY),
    paymentMethod: p.PAYMENT_METHOD ?? null,
  };
}

/**
 * The platform neither prices nor takes a delivery outside the shop's sales area (lib/rules/sales-area.ts): 400 with
 * « Nous ne livrons qu'en France. » or « …et dans l'Union européenne. ». Checked by the shipping fees and the order.
 */
export function requireSalesArea(settings: SalesArea, country: string): void {
  const refusal = salesAreaRefusal(settings, country);
  if (refusal) throw badRequest(`shop.${refusal}`);
}
