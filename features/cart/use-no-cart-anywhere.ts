'use client';

import { useEffect } from 'react';
import { noCartAnywhere, restoreCart, useCart } from './store';

/**
 * For the screens' doors (/panier, /commande): restores this site's cart, then says whether it is known to be empty
 * without asking the platform (`noCartAnywhere`); null until restored (while hydrating: the server knows neither the
 * browser's storage nor its cookies).
 */
export function useNoCartAnywhere(siteId: number): boolean | null {
  useEffect(() => restoreCart(siteId), [siteId]);
  const restored = useCart((state) => state.siteId === siteId);
  const cartId = useCart((state) => state.cartId);
  return restored ? noCartAnywhere(cartId) : null;
}
