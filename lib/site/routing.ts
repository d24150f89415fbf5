import { z } from 'zod';
import { isPlatformError } from '@/lib/platform/errors';
import { platformCall } from '@/lib/platform/core';
import { linkedPaths, servedPaths } from './tree';
import { withActiveScreens } from './active-screens';
import { readGateParameters } from './gate-parameters';
import {
  detailItemUrl,
  detailListPaths,
  elementListRoutes,
  type DetailNode,
  type DetailPath,
  type DetailScreen,
} from './detail-paths';

// What the request gate (proxy.ts) reads of a site to route a path: the paths its page tree serves and whether a
// detail page's item exists. Edge-safe (no next/headers), through the one platform client; small in-process caches
// of 30 s, bounded. Pages read the same data through the cached server reads (./pages.ts).

const TREE_TTL_MS = 30_000;

export interface SiteTree {
  paths: Set<string>;
  /** List pages with detail pages below them (products, services): lib/site/detail-paths.ts. */
  lists: Map<string, DetailScreen>;
  /** Element list pages: their path → the element route they show (events…). */
  elementRoutes: Map<string, string>;
  /** Link entries of the menu: their own path → where they lead (./tree.ts linkedPaths). */
  links: Map<string, string>;
}
const treeCache = new Map<number, SiteTree & { expires: number }>();

/** What the gate reads of `GET /page`: the fields of the tree walks (./tree.ts, ./detail-paths.ts), nothing more. */
const detailNodeSchema: z.ZodType<DetailNode> = z.object({
  url: z.string(),
  isHome: z.boolean(),
  isText: z.boolean(),
  link: z.object({ type: z.string(), url: z.string().nullish() }),
  cms: z.object({ route: z.string().nullable(), config: z.record(z.string(), z.unknown()).optional() }).nullish(),
  get children() {
    return z.array(detailNodeSchema);
  },
});
const treeSchema = z.array(detailNodeSchema);
/** An item's canonical slug; an item without one reads as no item. */
const itemSchema = z.object({ slug: z.string() }).nullable().catch(null);

/**
 * The paths the site's page tree serves (30 s cache), without the screens its parameters switch off (the blog
 * without IS_BLOG_ACTIVATED: ./active-screens.ts); null when the API cannot say.
 */
export async function routingTreeOf(siteId: number): Promise<SiteTree | null> {
  const hit = treeCache.get(siteId);
  if (hit && hit.expires > Date.now()) return hit;
  try {
    const [all, parameters] = await Promise.all([
      platformCall('/page', treeSchema, { siteId }),
      readGateParameters(siteId),
    ]);
    const nodes = withActiveScreens(all, parameters);
    const tree = {
      paths: servedPaths(nodes),
      lists: detailListPaths(nodes),
      elementRoutes: elementListRoutes(nodes),
      links: linkedPaths(nodes),
    };
    treeCache.set(siteId, { ...tree, expires: Date.now() + TREE_TTL_MS });
    return tree;
  } catch {
    return null;
  }
}

/** Bounded: a crawler walking ids cannot grow it without limit. */
const ITEM_CACHE_MAX = 2_000;
const itemCache = new Map<string, { slug: string | null; expires: number }>();

/**
 * The canonical slug of a detail page's item (30 s cache), null when the site has no such item, undefined
 * when the API cannot say. One small read per item and 30 s: the page itself then reads it from its cache.
 */
export async function detailItemSlug(siteId: number, detail: DetailPath): Promise<string | null | undefined> {
  const key = `${siteId}:${detail.screen}:${detail.elementRoute ?? ''}:${detail.id}`;
  const hit = itemCache.get(key);
  if (hit && hit.expires > Date.now()) return hit.slug;
  try {
    const slug = await platformCall(detailItemUrl(detail), itemSchema, { siteId }).then(
      (item) => item?.slug ?? null,
      // A refusal under 500 (404: no such item) is an answer; a failure, an error status or an odd answer is not.
      (error: unknown) => {
        if (isPlatformError(error) && error.kind === 'refused' && error.status !== null && error.status < 500)
          return null;
        throw error;
      },
    );
    if (itemCache.size >= ITEM_CACHE_MAX) itemCache.delete(itemCache.keys().next().value!);
    itemCache.set(key, { slug, expires: Date.now() + TREE_TTL_MS });
    return slug;
  } catch {
    return undefined;
  }
}
