'use client';

import type { ReactNode } from 'react';
import { useNoCartAnywhere } from '@/features/cart';
import type { CheckoutSettings } from '../model';
import { useCheckout } from '../store';
import { busy, CheckoutEmptyLazy, CheckoutScreenLazy } from './checkout-lazy';

/**
 * /commande's door (issue 19): the browser's cart says whether there is anything to check out before the checkout's
 * chunk (React Query, the platform client, the steps) is asked for. No cart on this site and no session that could
 * hold one: the empty checkout (a small chunk of its own, no style sheet), the same the checkout screen would draw
 * after asking nobody. Anything else: the checkout screen, its chunk requested in the same pass as before.
 */
export function CheckoutEntry(props: { siteId: number; settings: CheckoutSettings; legalNote: ReactNode }) {
  const noCart = useNoCartAnywhere(props.siteId);
  const lostOrderId = useCheckout((s) => s.lostOrderId);
  if (noCart === null) return busy();
  if (noCart) return <CheckoutEmptyLazy lostOrderId={lostOrderId} />;
  return <CheckoutScreenLazy {...props} />;
}
