'use client';

import dynamic from 'next/dynamic';

/**
 * A custom form in its own chunk: react-hook-form and zod load only on the pages that show one, not with every
 * page of the tree (they share one route). Server-rendered all the same; the submit button waits for hydration.
 */
export const CustomFormLazy = dynamic(() => import('./custom-form').then((m) => m.CustomForm));
