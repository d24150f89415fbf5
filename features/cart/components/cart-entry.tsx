'use client';

import type { CartSettings } from '../cart-view';
import { useNoCartAnywhere } from '../use-no-cart-anywhere';
import { CartEmptyLazy, CartLoading, CartScreenLazy } from './cart-lazy';

/**
 * /panier's door (issue 19): the browser's cart says whether there is a cart to fetch before the cart screen's chunk
 * (React Query, the platform client, the quantity and discount forms) is asked for. No cart on this site and no
 * session that could hold one: the empty cart (a small chunk of its own, no style sheet), the same the screen would
 * draw after asking nobody (with the last failure's message, if one is kept). Anything else: the cart screen.
 */
export function CartEntry({ siteId, settings }: { siteId: number; settings: CartSettings }) {
  const noCart = useNoCartAnywhere(siteId);
  if (noCart === null) return <CartLoading />;
  if (noCart) return <CartEmptyLazy settings={settings} />;
  return <CartScreenLazy siteId={siteId} settings={settings} />;
}
