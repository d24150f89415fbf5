'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import styles from './checkout.module.css';

/**
 * The checkout summary's list of what is bought: name, vintage, quantity and line price. `flagged` puts the
 * platform's message on a line it refused at the payment step (by declination id).
 */
export function OrderLines({
  products,
  flagged = {},
}: {
  products: ApiCart['products'];
  flagged?: Readonly<Record<number, string>>;
}) {
  const t = useTranslations('checkout');
  return (
    <ul className={styles.lines} aria-label={t('lines')}>
      {products.map((line) => {
        const error = flagged[line.declination.id];
        return (
          <li
            key={line.id}
            aria-label={line.product.name}
            className={error ? styles.lineFlagged : undefined}
            data-flagged={error ? 'true' : undefined}
          >
            <span>
              {line.product.name} {line.declination.year ?? ''}{' '}
              <span className={styles.hint}>{t('quantityTimes', { n: line.quantity })}</span>
            </span>
            <span className={styles.price}>{formatPrice(line.totalPrice)}</span>
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
