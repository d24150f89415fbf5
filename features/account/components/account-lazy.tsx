'use client';

import dynamic from 'next/dynamic';
import { withQueryClient } from '@/components/query-provider';

// The personal space in its own chunk (react-hook-form, React Query, the toasts): loaded only on /mon-compte.
// Nothing to render on the server: the cached page knows no visitor.
export const AccountScreenLazy = dynamic(
  () => import('./account-screen').then((m) => withQueryClient(m.AccountScreen)),
  {
    ssr: false,
    loading: () => <div aria-busy="true" style={{ minHeight: '24rem' }} />,
  },
);
