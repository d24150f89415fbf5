import { formatDate } from '../../../lib/format/date';
import { centsToEuros, formatPrice } from '../../../lib/format/price';
import type { DbOrTx } from '../../db/client';
import type { SiteRef } from '../../http/context';
import { t } from '../../i18n';
import { queueMail } from '../content/mail';
import type { OrderLineRow, OrderRow } from './order';

const euros = (cents: number) => formatPrice(centsToEuros(cents));

/** The text of the order confirmation mail (French): lines, totals, what happens next. */
export function confirmationMail(site: SiteRef, order: OrderRow, lines: readonly OrderLineRow[]) {
  const next =
    order.deliveryType === 'CLICK_AND_COLLECT'
      ? t('orderPayment.mailCollect', { date: formatDate(order.scheduleDate) })
      : order.deliveryType === 'NO_DELIVERY'
        ? t('orderPayment.mailNoDelivery')
        : t('orderPayment.mailDelivery');
  const body = [
    t('orderPayment.mailIntro', { reference: order.reference, date: formatDate(order.createdAt) }),
    '',
    ...lines.map((line) =>
      t('orderPayment.mailLine', { quantity: line.quantity, name: line.name, total: euros(line.totalCents) }),
    ),
    '',
    t('orderPayment.mailSubtotal', { amount: euros(order.subtotalCents) }),
    ...(order.discountCents > 0 ? [t('orderPayment.mailDiscount', { amount: euros(order.discountCents) })] : []),
    ...(order.deliveryType === 'DELIVERY' || order.deliveryType === 'PICKUP'
      ? [t('orderPayment.mailShipping', { amount: euros(order.shippingCents) })]
      : []),
    t('orderPayment.mailTotal', { amount: euros(order.totalCents) }),
    '',
    order.paymentStatus === 'ON_SITE' ? t('orderPayment.mailOnSite') : t('orderPayment.mailPaid'),
    next,
    '',
    t('orderPayment.mailOutro', { site: site.name }),
  ].join('\n');
  return { to: order.email, subject: t('orderPayment.mailSubject', { reference: order.reference }), body };
}

/**
 * Queues the confirmation mail of an order in the outbox. Called exactly once per order, in the transaction that
 * makes it confirmed: the one creating an ON_SITE order, or the one whose conditional update turned it PAID.
 */
export async function queueOrderConfirmation(
  db: DbOrTx,
  site: SiteRef,
  order: OrderRow,
  lines: readonly OrderLineRow[],
): Promise<void> {
  const mail = confirmationMail(site, order, lines);
  await queueMail(db, site.id, {
    ...mail,
    meta: { kind: 'orderConfirmation', orderId: order.id, reference: order.reference },
  });
}
