'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { importOrReload } from '@/components/shell/chunk-reload';

// The summary's code (axios, zod) loads on the first hover or focus only. React's lazy rather than
// next/dynamic: this island is in every page's header, and next/dynamic's loader weighs ~20 kB there.
const CartPreviewPanel = lazy(importOrReload(() => import('./cart-preview-panel').then((m) => ({ default: m.CartPreviewPanel }))));

/**
 * SEE_CART_ON_HOVER (spec §3 shop parameters): hovering or focusing the desktop cart link shows a small summary
 * of the cart (its lines and subtotal, a link to /panier). Escape or leaving closes it.
 */
export function CartHoverPreview({ siteId, className, children }: { siteId: number; className?: string; children: ReactNode }) {
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
