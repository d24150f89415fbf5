import { and, asc, eq } from 'drizzle-orm';
import {
  bandPrice,
  countBottles,
  countShippedItems,
  freeShipping,
  type ShippingLine,
} from '../../../lib/rules/shipping';
import type { DbOrTx } from '../../db/client';
import { carriers } from '../../db/schema';
import { centsToEuros } from '../catalogue/adapter';
import type { ShopSettings } from './settings';

export type CarrierRow = typeof carriers.$inferSelect;

export interface CarrierQuote {
  carrier: CarrierRow;
  /** What the customer pays. */
  priceCents: number;
  /** The carrier's fee before free shipping. */
  feeCents: number;
}

/**
 * Prices every carrier of the site serving the country: per band of bottles (half bottles
 * counted) or of items; domestic carriers are free once FREE_SHIPPING_BOTTLE or
 * FREE_SHIPPING_PRICE is reached (the export carrier keeps its price). Its callers refuse a country outside the
 * sales area first (settings.ts `requireSalesArea`).
 */
export async function quoteCarriers(
  db: DbOrTx,
  siteId: number,
  lines: readonly ShippingLine[],
  subtotalCents: number,
  country: string,
  settings: ShopSettings,
): Promise<CarrierQuote[]> {
  if (settings.deliveryLocked) return [];
  const rows = await db
    .select()
    .from(carriers)
    .where(and(eq(carriers.siteId, siteId), eq(carriers.isValid, true)))
    .orderBy(asc(carriers.position), asc(carriers.id));
  const bottles = countBottles(lines);
  const items = countShippedItems(lines);
  const free = freeShipping(bottles, subtotalCents, settings.freeShipping).reached;
  const quotes: CarrierQuote[] = [];
  for (const carrier of rows) {
    if (!carrier.countries.includes(country)) continue;
    const units = carrier.pricing === 'BOTTLE' ? bottles : items;
    const fee = items === 0 ? 0 : bandPrice(carrier.bands, Math.max(units, 1));
    if (fee === null) continue;
    const priceCents = free && carrier.siteType === 'STANDARD' ? 0 : fee;
    quotes.push({ carrier, priceCents, feeCents: fee });
  }
  return quotes;
}

export const toApiQuote = (quote: CarrierQuote) => ({
  id: quote.carrier.id,
  name: quote.carrier.name,
  serviceCode: quote.carrier.serviceCode,
  price: centsToEuros(quote.priceCents),
  fdp: centsToEuros(quote.feeCents),
  deliveryType: quote.carrier.deliveryType,
  siteType: quote.carrier.siteType,
});
