import { and, eq } from 'drizzle-orm';
import type { DiscountRule } from '../../../lib/rules/shipping';
import type { DbOrTx } from '../../db/client';
import { discountCodes } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { centsToEuros } from '../catalogue/adapter';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Usable now: valid flag set and inside its validity window. */
export const isCurrent = (row: DiscountCodeRow, now: Date): boolean =>
  row.isValid && (!row.validFrom || row.validFrom <= now) && (!row.validUntil || row.validUntil > now);

export const toRule = (row: DiscountCodeRow): DiscountRule => ({
  type: row.type,
  amount: row.amount,
  detailType: row.detailType ?? null,
});

/** The cart's view of a code: amount in euros (EURO) or percent (PERCENT). */
export const toApiDiscount = (row: DiscountCodeRow) => ({
  code: row.code,
  type: row.type,
  amount: row.type === 'EURO' ? centsToEuros(row.amount) : row.amount,
  detailType: row.detailType ?? null,
});

/** The site's code as typed (case-insensitive): unknown → 400, expired or disabled → 400. */
export async function findUsableCode(db: DbOrTx, siteId: number, typed: string, now: Date): Promise<DiscountCodeRow> {
  const code = typed.trim().toUpperCase();
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code)));
  if (!row) throw badRequest('shop.discountUnknown');
  if (!isCurrent(row, now)) throw badRequest('shop.discountExpired');
  return row;
}
