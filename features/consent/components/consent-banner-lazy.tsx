'use client';

import dynamic from 'next/dynamic';

/**
 * The banner's code (with js-cookie) in its own chunk: the layout is shared by every site, and only sites with
 * trackers render the banner. Server-rendered all the same: it is in the HTML at the first paint.
 */
export const ConsentBannerLazy = dynamic(() => import('./consent-banner').then((m) => m.ConsentBanner));
