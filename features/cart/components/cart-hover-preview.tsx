'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';

// The summary's code (axios, zod) loads on the first hover or focus only.
const CartPreviewPanel = dynamic(() => import('./cart-preview-panel').then((m) => m.CartPreviewPanel), { ssr: false });

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
      {open && <CartPreviewPanel siteId={siteId} />}
    </div>
  );
}
