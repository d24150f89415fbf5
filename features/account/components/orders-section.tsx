'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { TotalsList } from '@/components/totals-list';
import { OrderDelivery } from '@/features/checkout';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { shownPaymentStatus } from '@/lib/rules/payment';
import type { ApiOrder } from '@/lib/platform/schemas/shop';
import { ordersQuery } from '../api/account';
import { orderStatusLabel, pageCount } from '../schemas';
import styles from './account.module.css';

/**
 * Issue 5 §3 "Orders (GET /order)": newest first, 10 a page; each order shows its reference, date
 * (dd/mm/yyyy, spec §5), status and payment status in French and total in euros, and opens to its lines and
 * amounts.
 */
export function OrdersSection({ id }: { id: string }) {
  const t = useTranslations('account.orders');
  const tAccount = useTranslations('account');
  const [page, setPage] = useState(1);
  const orders = useQuery(ordersQuery(page));

  let body;
  if (orders.isPending) {
    body = (
      <>
        <div className={styles.skeletonLine} aria-hidden="true" />
        <div className={styles.skeletonLine} aria-hidden="true" />
      </>
    );
  } else if (orders.isError) {
    body = (
      <div role="alert" className={styles.notice}>
        <p>{tAccount('loadError')}</p>
        <button type="button" className={styles.secondary} onClick={() => void orders.refetch()}>
          {tAccount('retry')}
        </button>
      </div>
    );
  } else if (orders.data.total === 0) {
    body = <p>{t('empty')}</p>;
  } else {
    const pages = pageCount(orders.data.total);
    body = (
      <>
        <ul className={styles.orders} aria-busy={orders.isPlaceholderData || undefined}>
          {orders.data.items.map((order) => (
            <li key={order.id}>
              <OrderItem order={order} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t('pagination')}>
            <button
              type="button"
              className={styles.secondary}
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {t('previous')}
            </button>
            <span aria-live="polite">{t('page', { page, pages })}</span>
            <button
              type="button"
              className={styles.secondary}
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('next')}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {body}
    </section>
  );
}

function OrderItem({ order }: { order: ApiOrder }) {
  const t = useTranslations('account.orders');
  // The checkout's words for a payment (issue 14: PENDING, PAID, ON_SITE, CANCELLED), the same as on the
  // confirmation; a cancelled order's unpaid payment reads as cancelled whatever the platform left in it.
  const tPayment = useTranslations('confirmation.paymentStatus');
  const date = formatDate(order.createdAt);
  const status = orderStatusLabel(order.status, t);
  const payment = tPayment(shownPaymentStatus(order));
  const ships = order.deliveryType === 'DELIVERY' || order.deliveryType === 'PICKUP';
  return (
    <details className={styles.order}>
      <summary>
        <span className={styles.orderRef}>{t('reference', { reference: order.reference })}</span>
        <span className={styles.orderDate}>
          <span className={styles.visuallyHidden}>{t('date')} : </span>
          {date}
        </span>
        <span className={styles.badges}>
          <span className={styles.status}>
            <span className={styles.visuallyHidden}>{t('status')} : </span>
            {status}
          </span>
          {/* A paid order's payment is « Payée » too: said once. */}
          {payment !== status && (
            <span className={styles.status} data-testid="order-payment">
              <span className={styles.visuallyHidden}>{t('payment')} : </span>
              {payment}
            </span>
          )}
        </span>
        <span className={styles.orderTotal}>
          <span className={styles.visuallyHidden}>{t('total')} : </span>
          {formatPrice(order.total)}
        </span>
      </summary>
      <div className={styles.orderBody}>
        <div className={styles.tableWrap}>
          <table>
            <caption className={styles.visuallyHidden}>{t('linesCaption', { reference: order.reference })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('quantity')}</th>
                <th scope="col" className={styles.unitPrice}>
                  {t('unitPrice')}
                </th>
                <th scope="col">{t('lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.products.map((line) => (
                <tr key={line.id}>
                  {/* The platform's name of the line already says its vintage and size, as on the confirmation. */}
                  <th scope="row">{line.name}</th>
                  <td>{line.quantity}</td>
                  <td className={styles.unitPrice}>{formatPrice(line.unitPrice)}</td>
                  <td>{formatPrice(line.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.orderFoot}>
          <section className={styles.orderDelivery} aria-labelledby={`order-${order.id}-delivery`}>
            <h3 id={`order-${order.id}-delivery`}>{t(`deliveryTypes.${order.deliveryType}`)}</h3>
            <OrderDelivery order={order} />
          </section>
          <TotalsList
            className={styles.amounts}
            rows={[
              { id: 'subtotal', label: t('subtotal'), value: formatPrice(order.subtotal) },
              order.discountTotal > 0 && {
                id: 'discount',
                label: t('discount'),
                value: `−${formatPrice(order.discountTotal)}`,
              },
              // Nothing is shipped for a collected order or one without delivery: no fees to state (as on the
              // confirmation).
              ships && { id: 'shippingFees', label: t('shippingFees'), value: formatPrice(order.shippingFees) },
            ]}
            total={{ id: 'total', label: t('total'), value: formatPrice(order.total) }}
          />
        </div>
      </div>
    </details>
  );
}
