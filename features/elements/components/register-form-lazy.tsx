'use client';

import dynamic from 'next/dynamic';

/** The registration form in its own chunk: react-hook-form and zod load only on an open event's page. */
export const RegisterFormLazy = dynamic(() => import('./register-form').then((m) => m.RegisterForm));
