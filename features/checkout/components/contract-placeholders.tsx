'use client';

import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import { collectAddressesQuery } from '../api/checkout-calls';
import styles from './checkout.module.css';

// TEMPORARY stand-ins for the components helpers A and C deliver (issue 14 contracts, same props), so that this
// flow runs before they land on main. Deleted when features/checkout/payment and click-and-collect are wired in.

export type PaymentOption = 'card' | 'on-site';

export function paymentOptionsFor(
  paymentMethod: string | undefined,
  deliveryType: 'DELIVERY' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY' | 'PICKUP',
): PaymentOption[] {
  return deliveryType === 'CLICK_AND_COLLECT' && /ON_SITE/i.test(paymentMethod ?? '') ? ['card', 'on-site'] : ['card'];
}

export function CardPaymentForm(props: {
  amountCents: number;
  createOrder: () => Promise<{ orderId: number }>;
  onPaid: (orderId: number) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('checkout');
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const { orderId } = await props.createOrder();
      props.onPaid(orderId);
    } catch {
      // the caller shows why
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.primary}
      disabled={props.disabled || pending}
      aria-busy={pending || undefined}
      onClick={() => void pay()}
    >
      {t('placeholderPay', { amount: formatPrice(props.amountCents / 100) })}
    </button>
  );
}

export type CollectSlot = { idAddress: number; date: string; idSchedule: number };

export function CollectSlotPicker(props: {
  value: Partial<CollectSlot> | null;
  onChange: (value: Partial<CollectSlot> | null) => void;
  clickAndCollectHours: number;
  now?: Date;
}) {
  const addresses = useQuery(collectAddressesQuery());
  const items = addresses.data?.items ?? [];
  const address = items.find((a) => a.id === props.value?.idAddress) ?? items[0];
  const schedule = address?.schedules[0];
  return (
    <fieldset className={styles.fieldset}>
      <legend>Retrait</legend>
      {address && (
        <p>
          {address.name}, {address.addLine1}, {address.zipCode} {address.city}
        </p>
      )}
      <label>
        Date (AAAA-MM-JJ)
        <input
          className={styles.input}
          value={props.value?.date ?? ''}
          onChange={(event) =>
            address &&
            schedule &&
            props.onChange({ idAddress: address.id, idSchedule: schedule.id, date: event.target.value })
          }
        />
      </label>
    </fieldset>
  );
}
