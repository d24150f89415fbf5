'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { withQueryClient } from '@/components/query-provider';

/**
 * The cart's placeholder while the browser's cart is read and while a chunk loads: no style sheet of its own, so the
 * page's first paint waits for none (the screens' shared one, 40 kB, comes with their chunks).
 */
export function CartLoading() {
  const t = useTranslations('cart');
  return (
    <div aria-busy="true" style={{ minHeight: '24rem' }}>
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
    </div>
  );
}

// The cart screen in its own chunk, with React Query, react-hook-form and axios: only a /panier with a cart (or a
// session that may hold one) loads them (cart-entry.tsx).
export const CartScreenLazy = dynamic(() => import('./cart-screen').then((m) => withQueryClient(m.CartScreen)), {
  ssr: false,
  loading: () => <CartLoading />,
});

/**
 * The empty cart without the screen's chunk, and without a style sheet (its look is global: components/screen/
 * screen-states.tsx). Lazy on purpose: drawn in the hydration pass, it made one longer task of two and the page's
 * TBT worse (docs/PERFORMANCE.md, session 37).
 */
export const CartEmptyLazy = dynamic(() => import('./cart-empty').then((m) => m.CartEmptyScreen), {
  ssr: false,
  loading: () => <CartLoading />,
});
