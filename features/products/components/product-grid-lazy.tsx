'use client';

import dynamic from 'next/dynamic';

/** Product cards in their own chunk (next/image comes with it): only the pages that show products load it. */
export const ProductGridLazy = dynamic(() => import('./product-grid').then((m) => m.ProductGrid));
