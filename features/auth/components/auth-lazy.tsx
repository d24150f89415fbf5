'use client';

import dynamic from 'next/dynamic';
import { withQueryClient } from '@/components/query-provider';

// The account screens in their own chunks: react-hook-form and the toasts load only on the pages
// that show these forms, never with every page (design.md §8). Server-rendered all the same.

export const AuthScreenLazy = dynamic(() => import('./auth-screen').then((m) => withQueryClient(m.AuthScreen)));
export const PasswordResetAskLazy = dynamic(() =>
  import('./password-reset-ask-form').then((m) => withQueryClient(m.PasswordResetAskForm)),
);
export const PasswordResetLinkLazy = dynamic(() =>
  import('./password-reset-link').then((m) => withQueryClient(m.PasswordResetLink)),
);
