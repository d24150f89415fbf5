'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { countValues } from '@/lib/format/number';

/**
 * How far the cart is from free delivery (FREE_SHIPPING_BOTTLE_QTY / FREE_SHIPPING_PRICE, counted by the platform):
 * reached, or what is left in bottles, in euros, or both. Said the same way in the cart and at the checkout: its words
 * are a namespace of their own (`freeShipping`), sent to the browser by the shell and by the checkout's page.
 */
export function FreeShippingText({
  state,
  className,
}: {
  state: Pick<ApiCart['freeShipping'], 'reached' | 'remainingBottles' | 'remainingPrice'>;
  className?: string;
}) {
  const t = useTranslations('freeShipping');
  const { reached, remainingBottles: n, remainingPrice: price } = state;
  const text = reached
    ? t('reached')
    : n != null && price != null
      ? t('both', { ...countValues(n), price: formatPrice(price) })
      : n != null
        ? t('bottles', countValues(n))
        : t('price', { price: formatPrice(price ?? 0) });
  return <p className={className}>{text}</p>;
}
