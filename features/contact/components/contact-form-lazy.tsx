'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form, in its own chunk: react-hook-form and the toasts load only on the page that shows
 * the form, not with every page of the tree (design.md §8). Server-rendered all the same. React Query comes
 * with the chunk too: every page of the tree shares one route, whose first load carries this file.
 */
export const ContactFormLazy = dynamic(() => import('./contact-form').then((m) => m.ContactFormWithQuery));
