import { unstable_cache } from 'next/cache';

/**
 * The one manifest of cache tags for public reads (design.md §5). Every cached read names its tags
 * here, and `POST /api/revalidate` expires them by the same names, so a read and its invalidation can
 * never drift apart. Tags are per site: `site:2:parameters` never touches site 1.
 *
 * Cart, checkout and account data are never cached: they go through `/api/platform` live.
 */
export const CACHE_SCOPES = [
  'parameters',
  'pages',
  'elements',
  'services',
  'news',
  'blog',
  'products',
  'content',
] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

export const cacheTags = {
  /** Every cached read of a site carries this one too: expiring it refreshes the whole site. */
  site: (siteId: number) => `site:${siteId}`,
  scope: (siteId: number, scope: CacheScope) => `site:${siteId}:${scope}`,
} as const;

/**
 * How long a cached public read may be served before it is refreshed in the background, when the
 * platform did not expire it first. Owners see their edits within this time even without the webhook.
 */
export const PUBLIC_READ_REVALIDATE_S = 300;

/**
 * A public read of one site, cached across requests under `key` with its scope's tags.
 * Only for data that is the same for every visitor (no token reaches `read`).
 */
export function cachedPublicRead<T>(
  siteId: number,
  scope: CacheScope,
  key: readonly (string | number)[],
  read: () => Promise<T>,
): Promise<T> {
  return unstable_cache(read, [scope, String(siteId), ...key.map(String)], {
    tags: [cacheTags.site(siteId), cacheTags.scope(siteId, scope)],
    revalidate: PUBLIC_READ_REVALIDATE_S,
  })();
}
