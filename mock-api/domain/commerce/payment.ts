import { randomBytes } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PaymentIntent, PaymentResult } from '../../../lib/platform/schemas/shop';
import { cardDigits, cardErrors, TEST_CARDS } from '../../../lib/rules/payment';
import type { Tx } from '../../db/client';
import { orders, paymentIntents } from '../../db/schema';
import type { AuthUser, SiteRef } from '../../http/context';
import { ApiError, conflict, notFound } from '../../http/errors';
import { t } from '../../i18n';
import { orderLinesOf } from './order';
import { queueOrderConfirmation } from './order-mail';
import { releaseExpiredHolds } from './payment-hold';

// The local test payment provider (issue 14): an in-process intent per order, confirmed by test card numbers the
// way card providers' test modes work (lib/rules/payment.ts TEST_CARDS), with a 3-D Secure step. A real provider
// replaces the confirm and challenge calls by its hosted fields and a webhook that ends in markOrderPaid.

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

const toIntent = (row: PaymentIntentRow): PaymentIntent => ({
  intentId: row.id,
  amount: row.amountCents,
  currency: 'EUR',
  provider: 'test',
  status: row.status,
});

/**
 * POST /payment/intent: the intent of one of the member's card orders, created on the first call with the order's
 * total (computed by the server when the order was placed), answered again afterwards (a reload during payment
 * finds it; once paid its status is `succeeded`). Another member's order, or another site's → 404.
 */
export async function openIntent(
  tx: Tx,
  siteId: number,
  user: AuthUser,
  orderId: number,
  hold: PaymentHold,
): Promise<PaymentIntent | { status: 'expired' }> {
  await releaseExpiredHolds(tx, siteId, hold.now, hold.minutes, orderId);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId), eq(orders.userId, user.id)))
    .for('update');
  if (!order) throw notFound('shop.orderNotFound');
  if (order.paymentMethod !== 'CARD') throw conflict('orderPayment.notCardOrder');
  if (order.status === 'CANCELLED') return { status: 'expired' };
  const [existing] = await tx.select().from(paymentIntents).where(eq(paymentIntents.orderId, order.id));
  if (existing) return toIntent(existing);
  if (order.paymentStatus === 'PAID') throw conflict('orderPayment.alreadyPaid');
  const [row] = await tx
    .insert(paymentIntents)
    .values({ id: token('pi_test'), siteId, orderId: order.id, userId: user.id, amountCents: order.totalCents })
    .returning();
  return toIntent(row!);
}

/** The payment hold of issue 14 (payment-hold.ts): the clock of the call and ORDER_PAYMENT_HOLD_MINUTES. */
export interface PaymentHold {
  now: Date;
  minutes: number;
}

/**
 * Marks the order PAID and queues its confirmation mail, exactly once: the update is conditional on the order still
 * waiting for its payment (PENDING, PENDING_PAYMENT), so a second success (a replayed confirm, a race of two tabs)
 * changes nothing and mails nothing, and an order whose hold was released (CANCELLED, its stock returned) is never
 * paid. Answers whether this call paid it.
 */
export async function markOrderPaid(tx: Tx, site: SiteRef, orderId: number, now: Date): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'PAID', status: 'PAID', paidAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.siteId, site.id),
        eq(orders.paymentStatus, 'PENDING'),
        eq(orders.status, 'PENDING_PAYMENT'),
      ),
    )
    .returning();
  if (paid)
    await queueOrderConfirmation(tx, site, paid, (await orderLinesOf(tx, site.id, [paid.id])).get(paid.id) ?? []);
  return !!paid;
}

/**
 * Before a payment step: the intent's order is released first if its hold is over (in this transaction, the order's
 * row then locked until it commits). Answers whether the order can still be paid; a paid one answers true (a replay).
 */
async function stillPayable(tx: Tx, site: SiteRef, orderId: number, hold: PaymentHold): Promise<boolean> {
  await releaseExpiredHolds(tx, site.id, hold.now, hold.minutes, orderId);
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, site.id)))
    .for('update');
  return !!order && order.status !== 'CANCELLED';
}

async function ownIntent(tx: Tx, siteId: number, user: AuthUser, where: SQL) {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(and(where, eq(paymentIntents.siteId, siteId), eq(paymentIntents.userId, user.id)))
    .for('update');
  return intent ?? null;
}

async function succeed(tx: Tx, site: SiteRef, intent: PaymentIntentRow, now: Date, lastFour: string | null) {
  // Paid first: when the order was released meanwhile nothing changes, and the caller's transaction is rolled back.
  if (!(await markOrderPaid(tx, site, intent.orderId, now))) throw conflict('orderPayment.holdExpired');
  await tx
    .update(paymentIntents)
    .set({ status: 'succeeded', challengeId: null, updatedAt: now, ...(lastFour ? { lastFour } : {}) })
    .where(eq(paymentIntents.id, intent.id));
}

/**
 * POST /payment/test/confirm: the card typed into the test provider's fields. Per-field errors (400) first; then
 * 4242… pays, 4000…3220 asks for 3-D Secure (`requires_action` and a challenge id), 4000…0002 and any other number
 * are refused (402; nothing changes, so another card can pay the same order). A confirm of an intent already
 * succeeded answers `succeeded` again (a retry after a network cut). Only the last four digits are stored.
 */
export async function confirmTestPayment(
  tx: Tx,
  site: SiteRef,
  user: AuthUser,
  card: { intentId: string; cardNumber: string; expiry: string; cvc: string },
  hold: PaymentHold,
): Promise<PaymentResult | { status: 'expired' }> {
  const now = hold.now;
  const intent = await ownIntent(tx, site.id, user, eq(paymentIntents.id, card.intentId));
  if (!intent) throw notFound('orderPayment.intentNotFound');
  if (intent.status === 'succeeded') return { status: 'succeeded', orderId: intent.orderId };
  if (!(await stillPayable(tx, site, intent.orderId, hold))) return { status: 'expired' };
  const errors = cardErrors(card, now);
  const entries = Object.entries(errors);
  if (entries.length > 0) {
    const messages = Object.fromEntries(entries.map(([field, code]) => [field, t(`orderPayment.${code!}`)]));
    throw new ApiError(400, messages[entries[0]![0]]!, { errors: messages });
  }
  const digits = cardDigits(card.cardNumber)!;
  const lastFour = digits.slice(-4);
  if (digits === TEST_CARDS.success) {
    await succeed(tx, site, intent, now, lastFour);
    return { status: 'succeeded', orderId: intent.orderId };
  }
  if (digits === TEST_CARDS.threeDSecure) {
    const challengeId = token('3ds');
    await tx
      .update(paymentIntents)
      .set({ status: 'requires_action', challengeId, lastFour, updatedAt: now })
      .where(eq(paymentIntents.id, intent.id));
    return { status: 'requires_action', challengeId, orderId: intent.orderId };
  }
  throw ApiError.of(402, digits === TEST_CARDS.refused ? 'orderPayment.cardRefused' : 'orderPayment.cardUnknown');
}

/**
 * POST /payment/test/challenge: the customer's answer to the 3-D Secure step. Approved → the order is paid;
 * cancelled → the intent waits for a card again (`refused`, answered as a 402 by the route after this commits).
 */
export async function completeChallenge(
  tx: Tx,
  site: SiteRef,
  user: AuthUser,
  answer: { challengeId: string; approve: boolean },
  hold: PaymentHold,
): Promise<PaymentResult | { status: 'refused' } | { status: 'expired' }> {
  const now = hold.now;
  const intent = await ownIntent(tx, site.id, user, eq(paymentIntents.challengeId, answer.challengeId));
  if (!intent || intent.status !== 'requires_action') throw notFound('orderPayment.challengeNotFound');
  if (!(await stillPayable(tx, site, intent.orderId, hold))) return { status: 'expired' };
  if (!answer.approve) {
    await tx
      .update(paymentIntents)
      .set({ status: 'requires_payment_method', challengeId: null, updatedAt: now })
      .where(eq(paymentIntents.id, intent.id));
    return { status: 'refused' };
  }
  await succeed(tx, site, intent, now, null);
  return { status: 'succeeded', orderId: intent.orderId };
}
