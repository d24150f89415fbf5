'use client';

import dynamic from 'next/dynamic';

/**
 * The product list's controls in their own chunk: only the product list pages load it, not every page of the tree
 * (they share one route). Server-rendered all the same; the cards come from the server as children.
 */
export const ProductBrowserLazy = dynamic(() => import('./product-browser').then((m) => m.ProductBrowser));
