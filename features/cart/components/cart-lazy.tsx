'use client';

import dynamic from 'next/dynamic';
import { withQueryClient } from '@/components/query-provider';

// The cart screen in its own chunk, with React Query, react-hook-form and axios: only /panier loads them.
export const CartScreenLazy = dynamic(() => import('./cart-screen').then((m) => withQueryClient(m.CartScreen)));
