import { parseDetailSlug } from '@/lib/format/slug';
import type { ServedNode } from './tree';

/**
 * Detail pages below list screens (design.md §4): a page of the tree whose `cms.route` is a list screen
 * serves its items at `<list path>/<slug>-<id>`. proxy.ts lets such a path through only when the item
 * exists (and redirects a wrong slug to the right one); anything else stays unmatched, i.e. the French 404
 * in the server HTML (design.md §8). Add a screen here (and its existence check in `detailItemUrl`) to give
 * its items pages.
 */
export const DETAIL_SCREENS = ['products', 'services'] as const;
export type DetailScreen = (typeof DETAIL_SCREENS)[number];

export interface DetailNode extends ServedNode {
  cms?: { route: string | null } | null;
  children: DetailNode[];
}

/** The list pages that have detail pages: their slug path → their screen. */
export function detailListPaths(tree: readonly DetailNode[]): Map<string, DetailScreen> {
  const lists = new Map<string, DetailScreen>();
  const walk = (nodes: readonly DetailNode[]) => {
    for (const node of nodes) {
      const route = node.cms?.route;
      // The home page is served at "/", not below its slug: its items would have no list path of their own.
      if (
        !node.isHome &&
        !node.isText &&
        node.link.type === 'NONE' &&
        route &&
        (DETAIL_SCREENS as readonly string[]).includes(route)
      ) {
        lists.set(node.url, route as DetailScreen);
      }
      walk(node.children);
    }
  };
  walk(tree);
  return lists;
}

export interface DetailPath {
  /** The list page's slug path ("nos-vins"). */
  listPath: string;
  screen: DetailScreen;
  id: number;
  /** The slug as written in the URL ('' for a bare id). */
  slug: string;
}

/** `path` (no leading or trailing slash) as a detail page of one of `lists`; null when it is not one. */
export function parseDetailPath(path: string, lists: ReadonlyMap<string, DetailScreen>): DetailPath | null {
  const cut = path.lastIndexOf('/');
  const listPath = cut === -1 ? '' : path.slice(0, cut);
  const screen = lists.get(listPath);
  if (!screen) return null;
  const parsed = parseDetailSlug(path.slice(cut + 1));
  if (!parsed || parsed.id > 2_147_483_647) return null;
  return { listPath, screen, id: parsed.id, slug: parsed.slug };
}

/** The platform call that says whether an item exists and gives its canonical slug. */
export const detailItemUrl = (detail: Pick<DetailPath, 'screen' | 'id'>): string =>
  detail.screen === 'products' ? `/product/${detail.id}` : `/service/${detail.id}`;

/** The canonical path of an item: `/<list path>/<slug>-<id>`. */
export const canonicalDetailPath = (listPath: string, slug: string, id: number): string =>
  `/${[listPath, slug ? `${slug}-${id}` : String(id)].filter(Boolean).join('/')}`;
