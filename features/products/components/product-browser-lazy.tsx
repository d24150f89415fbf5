'use client';

import dynamic from 'next/dynamic';

/**
 * The product list's browser part in its own chunk (React Query, next/image): only the product list pages load
 * it, not every page of the tree (they share one route). Server-rendered all the same.
 */
export const ProductBrowserLazy = dynamic(() => import('./product-browser').then((m) => m.ProductBrowser));
