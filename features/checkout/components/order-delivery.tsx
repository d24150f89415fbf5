'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import type { ApiOrder } from '@/lib/platform/schemas/shop';
import { CollectSlotSummary } from '../click-and-collect';
import styles from './order-delivery.module.css';

// The platform keeps an order's carrier, relay point and address as it received them (spec §7 "Orders and
// delivery"): read here with the few fields a customer is shown, anything else left unsaid. The delivery step reads
// a past order's address with the same shape (its saved addresses).
export const orderAddressShape = z.object({
  firstname: z.string(),
  lastname: z.string(),
  address: z.string(),
  addressPart2: z.string().nullish(),
  postalCode: z.string(),
  city: z.string(),
});
const carrierShape = z.object({ name: z.string() });
const pointShape = z.object({ name: z.string(), addLine1: z.string(), zipCode: z.string(), city: z.string() });

export type OrderDeliveryProps = {
  order: Pick<ApiOrder, 'deliveryType' | 'carrier' | 'accessPoint' | 'deliveryAddress' | 'clickAndCollect'>;
};

/**
 * Where an order goes or is collected, in words (the confirmation, « Mes commandes »): the carrier, the relay point or
 * the delivery address, or the collection's date, hours and place. Words from `confirmation` and `checkout.collect`.
 */
export function OrderDelivery({ order }: OrderDeliveryProps) {
  const t = useTranslations('confirmation');
  const address = orderAddressShape.safeParse(order.deliveryAddress);
  const carrier = carrierShape.safeParse(order.carrier);
  const point = pointShape.safeParse(order.accessPoint);
  return (
    <div className={styles.delivery}>
      {order.deliveryType === 'NO_DELIVERY' && <p>{t('noDelivery')}</p>}
      {carrier.success && <p>{t('carrier', { name: carrier.data.name })}</p>}
      {point.success && (
        <p data-testid="order-relay">
          {t('relay', {
            name: point.data.name,
            address: point.data.addLine1,
            zip: point.data.zipCode,
            city: point.data.city,
          })}
        </p>
      )}
      {address.success && !point.success && (
        <address className={styles.address}>
          {address.data.firstname} {address.data.lastname}
          <br />
          {address.data.address}
          {address.data.addressPart2 && (
            <>
              <br />
              {address.data.addressPart2}
            </>
          )}
          <br />
          {address.data.postalCode} {address.data.city}
        </address>
      )}
      {order.clickAndCollect && <CollectSlotSummary slot={order.clickAndCollect} />}
    </div>
  );
}
