'use client';

import dynamic from 'next/dynamic';

// The account screens in their own chunks: react-hook-form and the toasts load only on the pages
// that show these forms, never with every page (design.md §8). Server-rendered all the same.

export const AuthScreenLazy = dynamic(() => import('./auth-screen').then((m) => m.AuthScreen));
export const PasswordResetAskLazy = dynamic(() => import('./password-reset-ask-form').then((m) => m.PasswordResetAskForm));
export const PasswordResetLazy = dynamic(() => import('./password-reset-form').then((m) => m.PasswordResetForm));
