import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { declinations, orderLines, orders, sites } from '../../db/schema';

// Issue 14: a card order waiting for its payment holds its stock (POST /order decrements it) for a limited time
// only. Past ORDER_PAYMENT_HOLD_MINUTES (30 by default) it is cancelled and its stock returned:
// - lazily, in the same transaction as any call about that order (GET /order/{id}, the payment calls) and, for the
//   whole site, before a new order takes stock (POST /order) and in the list of the member's orders;
// - and by a sweep of every site once a minute in the API process (server.ts), so that the stock shown on product
//   pages comes back without anyone touching the order.
// Race-free with a payment confirming at the same moment: the release is one conditional UPDATE (still PENDING,
// still PENDING_PAYMENT, older than the hold) and paying is another (markOrderPaid: still PENDING_PAYMENT). The
// database runs them one after the other on the order's row; whichever comes second finds no row to change. The
// stock is returned only for the rows the release did change, in the same transaction: never twice, never for a
// paid order.

export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;
/** How often the API process sweeps every site (the lazy releases cover the calls in between). */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

/**
 * Cancels the card orders of a site still waiting for their payment and placed before `now - holdMinutes` (only
 * `orderId` when given), and puts their lines' quantities back in stock. Answers the ids it released. Run it in a
 * transaction: the cancellation and the restock commit together.
 */
export async function releaseExpiredHolds(
  tx: Tx,
  siteId: number,
  now: Date,
  holdMinutes: number,
  orderId?: number,
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - holdMinutes * 60_000);
  const released = await tx
    .update(orders)
    // The payment is cancelled with the order: a customer reading « Annulée » must not also read « En attente de
    // paiement » (nothing was charged, nothing is due any more).
    .set({ status: 'CANCELLED', paymentStatus: 'CANCELLED' })
    .where(
      and(
        eq(orders.siteId, siteId),
        eq(orders.paymentMethod, 'CARD'),
        eq(orders.paymentStatus, 'PENDING'),
        eq(orders.status, 'PENDING_PAYMENT'),
        lt(orders.createdAt, cutoff),
        orderId === undefined ? undefined : eq(orders.id, orderId),
      ),
    )
    .returning({ id: orders.id });
  if (released.length === 0) return [];
  const ids = released.map((row) => row.id);
  const lines = await tx
    .select({ declinationId: orderLines.declinationId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), inArray(orderLines.orderId, ids)));
  for (const line of lines) {
    if (line.declinationId === null) continue; // the declination was deleted since: nothing to return
    await tx
      .update(declinations)
      .set({ quantity: sql`${declinations.quantity} + ${line.quantity}` })
      .where(and(eq(declinations.id, line.declinationId), eq(declinations.siteId, siteId)));
  }
  return ids;
}

/** The sweep of every site (server.ts, once a minute). */
export async function releaseAllExpiredHolds(db: Db, now: Date, holdMinutes: number): Promise<number[]> {
  const all = await db.select({ id: sites.id }).from(sites);
  const released: number[] = [];
  for (const site of all)
    released.push(...(await db.transaction((tx) => releaseExpiredHolds(tx, site.id, now, holdMinutes))));
  return released;
}
