'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { countValues } from '@/lib/format/number';
import { onSessionChange } from '@/lib/session-events';
import { restoreCart, useCart } from '../store';
import styles from './cart-count.module.css';

// The hover summary's code (axios, zod) loads on the first hover or focus only. React's lazy rather than
// next/dynamic: these islands are in every page's header, where next/dynamic's loader weighs ~20 kB.
const CartPreviewPanel = lazy(() => import('./cart-preview-panel').then((m) => ({ default: m.CartPreviewPanel })));

let sessionBound = false;

/** Spec §4 session hand-over, bound once per tab; the calls are loaded only when the session changes. */
function bindSession(): void {
  if (sessionBound) return;
  sessionBound = true;
  onSessionChange(async (change) => {
    const sync = await import('../api/session-sync');
    if (change === 'login') await sync.afterLogin();
    else sync.afterLogout();
  });
}

/**
 * The cart's item count in the header's cart links (desktop bar, mobile top and bottom bars): a small client
 * island of the cached header. Restores the site's stored cart after hydration (nothing shown before), so the
 * server HTML stays the same for every visitor.
 */
export function CartCount({ siteId }: { siteId: number }) {
  const t = useTranslations('cart');
  useEffect(() => {
    restoreCart(siteId);
    bindSession();
  }, [siteId]);
  const count = useCart((state) => (state.siteId === siteId ? state.count : 0));
  // Nothing at all for an empty cart: the link reads « Panier » alone, the same for every visitor's first paint.
  if (count <= 0) return null;
  return (
    <span className={styles.count} data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {/* The number is written here, not by the message's « # »: next-intl would create the page's first
          Intl.NumberFormat inside the add-to-cart tap (ICU's set-up: 110–160 ms of it at 4× CPU). */}
      <span className="visually-hidden"> {t('countLabel', countValues(count))}</span>
    </span>
  );
}

/**
 * SEE_CART_ON_HOVER (spec §3 shop parameters): hovering or focusing the desktop cart link shows a small summary
 * of the cart (its lines and subtotal, a link to /panier). Escape or leaving closes it.
 */
export function CartHoverPreview({
  siteId,
  className,
  children,
}: {
  siteId: number;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div
      className={className}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children}
      {open && (
        <Suspense fallback={null}>
          <CartPreviewPanel siteId={siteId} />
        </Suspense>
      )}
    </div>
  );
}
