'use client';

import dynamic from 'next/dynamic';
import { withQueryClient } from '@/components/query-provider';

// The checkout and its confirmation in their own chunks (react-hook-form, zod, React Query): loaded only on
// /commande. Nothing to render on the server: the cached page knows no visitor, no cart.
export const busy = () => <div aria-busy="true" style={{ minHeight: '24rem' }} />;

export const CheckoutScreenLazy = dynamic(
  () => import('./checkout-screen').then((m) => withQueryClient(m.CheckoutScreen)),
  { ssr: false, loading: busy },
);

export const ConfirmationScreenLazy = dynamic(
  () => import('./confirmation-screen').then((m) => withQueryClient(m.ConfirmationScreen)),
  { ssr: false, loading: busy },
);

/**
 * The empty checkout (no cart, no session) without the checkout's chunk and without a style sheet (global classes);
 * lazy for the reason the empty cart is (cart-lazy.tsx).
 */
export const CheckoutEmptyLazy = dynamic(() => import('./checkout-empty').then((m) => m.CheckoutEmpty), {
  ssr: false,
  loading: busy,
});
