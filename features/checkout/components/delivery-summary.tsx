'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { TotalsList } from '@/components/totals-list';
import { eurosToCents, formatFeeCents, formatPrice } from '@/lib/format/price';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import type { Carrier, DeliveryChoice } from '../model';
import { useCheckout } from '../store';
import { OrderLines } from './order-lines';
import styles from './checkout.module.css';

/**
 * What delivery adds to the cart's total so far, in cents: nothing for click-and-collect, without delivery or with
 * a free-shipping code; the chosen carrier's price; null while the carrier is still to choose.
 */
export function deliveryCostCents(
  cart: Pick<ApiCart, 'discount'>,
  deliveryType: DeliveryChoice | null,
  carrier: Pick<Carrier, 'priceCents'> | null,
): number | null {
  if (deliveryType === 'clickAndCollect' || deliveryType === 'no_delivery') return 0;
  if (deliveryType !== 'delivery' || !carrier) return null;
  return cart.discount?.detailType === 'SHIPPING_FEES' ? 0 : carrier.priceCents;
}

/**
 * The delivery step's summary (beside the form from 960 px, after it on a phone): the lines bought, the cart's
 * subtotal and discount, the delivery (« À choisir » until a carrier is chosen, no line when collected), and the
 * total with it. The payment step's summary has the
 * platform price the whole order (POST /order/discount) before anything is paid. Memoised on the cart: the address
 * form re-renders the step on every key, not this list.
 */
export const DeliverySummary = memo(function DeliverySummary({ cart }: { cart: ApiCart }) {
  const t = useTranslations('checkout');
  const deliveryType = useCheckout((s) => s.deliveryType);
  const carrier = useCheckout((s) => s.carrier);
  const shippingCents = deliveryCostCents(cart, deliveryType, carrier);
  const totalCents = eurosToCents(cart.total) + (shippingCents ?? 0);
  return (
    <aside className={styles.side} aria-labelledby="checkout-delivery-summary">
      <h2 id="checkout-delivery-summary" className={styles.legend}>
        {t('summary')}
      </h2>
      <OrderLines products={cart.products} />
      <TotalsList
        rows={[
          { id: 'subtotal', label: t('subtotal'), value: formatPrice(cart.subtotal) },
          cart.discountTotal > 0 && {
            id: 'discount',
            label: t('discount'),
            value: `−${formatPrice(cart.discountTotal)}`,
          },
          // Collected or not delivered: no delivery line, as on the payment step.
          (deliveryType === 'delivery' || deliveryType === null) && {
            id: 'shipping',
            label: t('shipping'),
            value: shippingCents === null ? t('shippingToChoose') : formatFeeCents(shippingCents, t('free')),
          },
        ]}
        total={{ id: 'total', label: t('total'), value: formatPrice(totalCents / 100) }}
      />
    </aside>
  );
});
