'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import { isPlatformError } from '@/lib/platform/errors';
import type { ApiCart } from '@/lib/platform/schemas/shop';
import { fetchCart } from '../api/cart-calls';
import { clearCart, syncCart, useCart } from '../store';
import styles from './cart-preview.module.css';

type State = { status: 'loading' } | { status: 'done'; cart: ApiCart | null } | { status: 'failed' };

/** The hover summary's content: the live cart (fetched when shown, never cached). */
export function CartPreviewPanel({ siteId }: { siteId: number }) {
  const t = useTranslations('cart');
  const cartId = useCart((state) => (state.siteId === siteId ? state.cartId : null));
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (cartId === null) return;
    let live = true;
    fetchCart(cartId).then(
      (cart) => {
        if (!live) return;
        if (cart) syncCart(cart);
        setState({ status: 'done', cart });
      },
      (error: unknown) => {
        if (!live) return;
        // Spec §4: a refused refresh clears the local cart.
        if (isPlatformError(error) && (error.kind === 'refused' || error.kind === 'http')) clearCart(t('cartLost'));
        setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [cartId, t]);

  const cart = state.status === 'done' ? state.cart : null;
  return (
    <div className={styles.panel} role="region" aria-label={t('summary')}>
      {state.status === 'loading' && <p>{t('hoverLoading')}</p>}
      {state.status === 'failed' && <p>{t('genericError')}</p>}
      {state.status === 'done' && (!cart || cart.products.length === 0) && <p>{t('hoverEmpty')}</p>}
      {cart && cart.products.length > 0 && (
        <>
          <ul className={styles.lines}>
            {cart.products.slice(0, 5).map((line) => (
              <li key={line.id}>
                <span>{t('hoverLine', { quantity: line.quantity, name: line.product.name })}</span>
                <span>{formatPrice(line.totalPrice)}</span>
              </li>
            ))}
          </ul>
          <p className={styles.subtotal}>
            <span>{t('subtotal')}</span>
            <span>{formatPrice(cart.subtotal)}</span>
          </p>
        </>
      )}
      <Link href="/panier" prefetch={false} className={styles.link}>
        {t('seeCart')}
      </Link>
    </div>
  );
}
