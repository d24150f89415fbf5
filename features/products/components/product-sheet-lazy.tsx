'use client';

import dynamic from 'next/dynamic';

// The sheet's browser parts in their own chunks: pages without a product sheet never load them (the tree's
// pages share one route). Server-rendered all the same: the default declination and the main picture are in the HTML.
export const ProductPurchaseLazy = dynamic(() => import('./product-purchase').then((m) => m.ProductPurchase));
export const ProductGalleryLazy = dynamic(() => import('./product-gallery').then((m) => m.ProductGallery));
