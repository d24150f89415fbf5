import { defaultShouldDehydrateQuery, isServer, QueryClient } from '@tanstack/react-query';
import { isPlatformError } from './platform/errors';

/** Public data is fresh for a minute on the client; the server prefetches and hands it down (HydrationBoundary). */
export const QUERY_STALE_MS = 60_000;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        // A refusal (4xx) will not change on retry; network trouble may.
        retry: (failures, error) => failures < 2 && !(isPlatformError(error) && error.kind === 'refused'),
      },
      // Pending server prefetches are streamed to the client too.
      dehydrate: {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One client per browser tab; a new one per server render so visitors never share state. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
