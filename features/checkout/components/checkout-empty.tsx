import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ScreenEmpty } from '@/components/screen/screen-states';

/**
 * Nothing to check out: the cart is empty and no order waits for its payment. `lostOrderId`: the order this visit
 * waited to pay and forgot (its hold ran out), said first.
 */
export function CheckoutEmpty({ lostOrderId }: { lostOrderId: number | null }) {
  const t = useTranslations('checkout');
  return (
    <ScreenEmpty>
      {lostOrderId !== null && (
        <p role="status" data-testid="checkout-order-lost">
          {t('pendingLost')}
        </p>
      )}
      <p>{t('emptyCart')}</p>
      <Link href="/panier" className="button-primary">
        {t('backToCart')}
      </Link>
    </ScreenEmpty>
  );
}
