import { parseDetailSlug } from '@/lib/format/slug';
import type { ServedNode } from './tree';

/**
 * Detail pages below list screens (design.md §4): a page of the tree whose `cms.route` is a list screen
 * serves its items at `<list path>/<slug>-<id>`. proxy.ts lets such a path through only when the item
 * exists (and redirects a wrong slug to the right one); anything else stays unmatched, i.e. the French 404
 * in the server HTML (design.md §8). Add a screen here (and its existence check in `detailItemUrl`) to give
 * its items pages.
 */
export const DETAIL_SCREENS = ['products', 'services', 'news', 'blog', 'blogFolders'] as const;
export type DetailScreen = (typeof DETAIL_SCREENS)[number];

/** The `cms.route`s whose pages have detail pages below them (the blog's folders hang under the blog page). */
const ROUTE_SCREENS: readonly string[] = ['products', 'services', 'news', 'blog'];

/**
 * The blog's URL scheme (issue 15): an article at `<blog path>/<slug>-<id>`, a folder (any depth) at
 * `<blog path>/dossier/<slug>-<id>`. One segment per item, whatever its depth: a folder moved to another
 * parent keeps its URL, and the breadcrumb (GET /blog/folder/ariane/{id}) says where it sits. `dossier` has no
 * `-<id>`, so it is never read as an article; a page of the tree at `<blog path>/dossier` would win (served first).
 */
export const BLOG_FOLDER_SEGMENT = 'dossier';

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
      if (!node.isHome && !node.isText && node.link.type === 'NONE' && route && ROUTE_SCREENS.includes(route)) {
        lists.set(node.url, route as DetailScreen);
        if (route === 'blog') lists.set(`${node.url}/${BLOG_FOLDER_SEGMENT}`, 'blogFolders');
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
export function detailItemUrl(detail: Pick<DetailPath, 'screen' | 'id'>): string {
  switch (detail.screen) {
    case 'products':
      return `/product/${detail.id}`;
    case 'services':
      return `/service/${detail.id}`;
    case 'news':
      return `/news/${detail.id}`;
    case 'blog':
      return `/blog/${detail.id}`;
    case 'blogFolders':
      return `/blog/folder/${detail.id}`;
  }
}

/** The canonical path of an item: `/<list path>/<slug>-<id>`. */
export const canonicalDetailPath = (listPath: string, slug: string, id: number): string =>
  `/${[listPath, slug ? `${slug}-${id}` : String(id)].filter(Boolean).join('/')}`;
