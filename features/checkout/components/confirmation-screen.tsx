'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { TotalsList } from '@/components/totals-list';
import { useSession } from '@/features/auth';
import { formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { shownPaymentStatus } from '@/lib/rules/payment';
import { isPlatformError } from '@/lib/platform/errors';
import { orderQuery } from '../api/checkout-calls';
import styles from './checkout.module.css';
import { OrderDelivery } from './order-delivery';
import { ScreenLoading, SplitLayout } from '@/components/screen/screen';
import { Screen, ScreenAlert, ScreenEmpty } from '@/components/screen/screen-states';

const paymentShape = z.object({
  status: z.string(),
  paymentStatus: z.enum(['PAID', 'PENDING', 'ON_SITE', 'CANCELLED']),
});

/**
 * /commande/confirmation/<id> (issue 14 §1 "Confirmation"): GET /order/{id}, the member's own order only (the
 * platform answers 404 for anyone else's, shown as not found): number, lines, totals (the server's), delivery or
 * collection details, and what happens next.
 */
export function ConfirmationScreen({ orderId }: { orderId: number }) {
  const t = useTranslations('confirmation');
  const session = useSession();
  const logged = session.data?.logged === true;
  const order = useQuery({ ...orderQuery(orderId), enabled: logged });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (order.data) heading.current?.focus();
  }, [order.data]);

  if (session.isPending || (logged && order.isPending)) {
    return <ScreenLoading label={t('loading')} />;
  }
  if (!logged) {
    const here = typeof window === 'undefined' ? '/' : window.location.pathname;
    return (
      <ScreenEmpty>
        <p>{t('loginNeeded')}</p>
        <Link className={styles.primaryLink} href={`/auth?redirect=${encodeURIComponent(here)}`}>
          {t('login')}
        </Link>
      </ScreenEmpty>
    );
  }
  if (order.isError) {
    const missing = isPlatformError(order.error) && (order.error.status === 404 || order.error.status === 400);
    return missing ? (
      <ScreenEmpty testId="order-not-found">
        <h2>{t('notFound')}</h2>
        <p>{t('notFoundHint')}</p>
        <Link className={styles.primaryLink} href="/mon-compte">
          {t('account')}
        </Link>
      </ScreenEmpty>
    ) : (
      <ScreenAlert
        message={t('error')}
        action={
          <button type="button" className={styles.secondary} onClick={() => void order.refetch()}>
            {t('retry')}
          </button>
        }
      />
    );
  }

  const o = order.data!;
  const payment = paymentShape.safeParse(o);
  const collect = o.deliveryType === 'CLICK_AND_COLLECT';
  // An order whose payment never came (the hold ran out) is cancelled: no thanks, no parcel being prepared.
  const cancelled = payment.success && shownPaymentStatus(payment.data) === 'CANCELLED';
  return (
    <Screen>
      <div className={styles.confirmHead}>
        <h2 ref={heading} tabIndex={-1}>
          {cancelled ? t('cancelledTitle') : t('thanks')}
        </h2>
        <p className={styles.reference} data-testid="order-reference">
          {t('number', { reference: o.reference })}
        </p>
        <p className={styles.hint}>
          {t('placedOn', { date: formatDateTime(o.createdAt) })}
          {payment.success && <> · {t(`paymentStatus.${shownPaymentStatus(payment.data)}`)}</>}
        </p>
      </div>
      <SplitLayout>
        <div className={styles.step}>
          <section className={styles.fieldset} aria-labelledby="confirmation-lines">
            <h3 id="confirmation-lines" className={styles.legend}>
              {t('lines')}
            </h3>
            <ul className={styles.lines}>
              {o.products.map((line) => (
                <li key={line.id} aria-label={line.name}>
                  <span>
                    {line.name} <span className={styles.hint}>× {line.quantity}</span>
                  </span>
                  <span className={styles.price}>{formatPrice(line.totalPrice)}</span>
                </li>
              ))}
            </ul>
            <TotalsList
              rows={[
                { id: 'subtotal', label: t('subtotal'), value: formatPrice(o.subtotal) },
                o.discountTotal > 0 && {
                  id: 'discount',
                  label: t('discount'),
                  value: `−${formatPrice(o.discountTotal)}`,
                },
                !collect &&
                  o.deliveryType !== 'NO_DELIVERY' && {
                    id: 'shipping',
                    label: t('shipping'),
                    value: formatPrice(o.shippingFees),
                  },
              ]}
              total={{ id: 'total', label: t('total'), value: formatPrice(o.total) }}
            />
          </section>
        </div>
        <aside className={styles.side}>
          <section className={styles.fieldset} aria-labelledby="confirmation-delivery">
            <h3 id="confirmation-delivery" className={styles.legend}>
              {collect ? t('collectTitle') : t('deliveryTitle')}
            </h3>
            <OrderDelivery order={o} />
          </section>
          <section className={styles.notice} aria-labelledby="confirmation-next">
            <h3 id="confirmation-next">{t('nextTitle')}</h3>
            {cancelled ? (
              <p>{t('cancelledText')}</p>
            ) : (
              <>
                <p>{t('nextMail')}</p>
                <p>{collect ? t('nextCollect') : t('nextDelivery')}</p>
              </>
            )}
            <p>
              {t('nextAccount')} : <Link href="/mon-compte">{t('account')}</Link>
            </p>
          </section>
          <Link href="/" className={styles.secondaryLink}>
            {t('continueShopping')}
          </Link>
        </aside>
      </SplitLayout>
    </Screen>
  );
}
