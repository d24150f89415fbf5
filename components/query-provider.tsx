'use client';

import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query-client';

/**
 * React Query for the screens that hold server state in the browser (forms, product lists, cart). Mounted
 * by those screens, not by the root layout, so pages without them never download React Query. Every
 * provider of a tab shares the one browser client (lib/query-client.ts): one cache, whatever the screen.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/** A component under its own QueryProvider (for the screens loaded with next/dynamic). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
