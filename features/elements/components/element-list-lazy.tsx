'use client';

import dynamic from 'next/dynamic';

/**
 * The element list in its own chunk (its cards, dates, pictures and paging): every site page shares one route, so
 * imported directly it rode in a chunk every page loads; now only an element list page asks for it. Still rendered
 * on the server: the first page is in the HTML.
 */
export const ElementListLazy = dynamic(() => import('./element-list').then((m) => m.ElementList));
