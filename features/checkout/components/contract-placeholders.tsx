'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import styles from './checkout.module.css';

// TEMPORARY stand-in for the payment component helper A delivers (issue 14 contracts, same props), so that this
// flow runs before they land on main. Deleted when features/checkout/payment is wired in.

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
