'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { ApiCart } from '@/lib/platform/schemas/shop';

/**
 * How far the cart is from free delivery (FREE_SHIPPING_BOTTLE_QTY / FREE_SHIPPING_PRICE, counted by the platform):
 * reached, or what is left in bottles, in euros, or both. Said the same way in the cart and at the checkout.
 */
export function FreeShippingText({
  state,
  className,
}: {
  state: Pick<ApiCart['freeShipping'], 'reached' | 'remainingBottles' | 'remainingPrice'>;
  className?: string;
}) {
  const t = useTranslations('cart');
  const { reached, remainingBottles: n, remainingPrice: price } = state;
  const text = reached
    ? t('freeShippingReached')
    : n != null && price != null
      ? t('freeShippingBoth', { n, price: formatPrice(price) })
      : n != null
        ? t('freeShippingBottles', { n })
        : t('freeShippingPrice', { price: formatPrice(price ?? 0) });
  return <p className={className}>{text}</p>;
}
