import { parseDetailSlug } from '@/lib/format/slug';
import type { ServedNode } from './tree';

/**
 * Detail pages below list screens (design.md §4): a page of the tree whose `cms.route` is a list screen
 * serves its items at `<list path>/<slug>-<id>`. proxy.ts lets such a path through only when the item
 * exists (and redirects a wrong slug to the right one); anything else stays unmatched, i.e. the French 404
 * in the server HTML (design.md §8). Add a screen here (and its existence check in `detailItemUrl`) to give
 * its items pages.
 */
export const DETAIL_SCREENS = ['products', 'services', 'news', 'blog', 'blogFolders', 'albums'] as const;
// Issue 15: elements (events and the owner's other lists) have detail pages too; each list page names its route.
export type DetailScreen = (typeof DETAIL_SCREENS)[number] | 'elements';

/** The `cms.route`s whose pages have detail pages below them (the blog's folders hang under the blog page). */
const ROUTE_SCREENS: readonly string[] = ['products', 'services', 'news', 'blog', 'albums'];

/**
 * The blog's URL scheme (issue 15): an article at `<blog path>/<slug>-<id>`, a folder (any depth) at
 * `<blog path>/dossier/<slug>-<id>`. One segment per item, whatever its depth: a folder moved to another
 * parent keeps its URL, and the breadcrumb (GET /blog/folder/ariane/{id}) says where it sits. `dossier` has no
 * `-<id>`, so it is never read as an article; a page of the tree at `<blog path>/dossier` would win (served first).
 */
export const BLOG_FOLDER_SEGMENT = 'dossier';

export interface DetailNode extends ServedNode {
  cms?: { route: string | null; config?: Record<string, unknown> } | null;
  children: DetailNode[];
}

/** An element list's route (GET /element/{route}), as the contract takes it. */
const ELEMENT_ROUTE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The element route a list page names in `cms.config.elementRoute`, or null (then it has no detail pages). */
export function elementRouteOf(config: Record<string, unknown> | undefined): string | null {
  const route = config?.elementRoute;
  return typeof route === 'string' && ELEMENT_ROUTE.test(route) ? route : null;
}

/** The element list pages of the tree: their slug path → the element route they show. */
export function elementListRoutes(tree: readonly DetailNode[]): Map<string, string> {
  const routes = new Map<string, string>();
  const walk = (nodes: readonly DetailNode[]) => {
    for (const node of nodes) {
      const route = node.cms?.route === 'elements' ? elementRouteOf(node.cms.config) : null;
      if (route && !node.isHome && !node.isText && node.link.type === 'NONE') routes.set(node.url, route);
      walk(node.children);
    }
  };
  walk(tree);
  return routes;
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
      // An element list serves detail pages only when it names a valid element route.
      if (route === 'elements' && !node.isHome && !node.isText && node.link.type === 'NONE') {
        if (elementRouteOf(node.cms?.config)) lists.set(node.url, 'elements');
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
  /** For an element list: the element route its page names (GET /element/{route}/{id}). */
  elementRoute?: string;
}

/**
 * `path` (no leading or trailing slash) as a detail page of one of `lists`; null when it is not one.
 * `elementRoutes` (elementListRoutes) gives an element list's route; without it, element lists have no items.
 */
export function parseDetailPath(
  path: string,
  lists: ReadonlyMap<string, DetailScreen>,
  elementRoutes: ReadonlyMap<string, string> = new Map(),
): DetailPath | null {
  const cut = path.lastIndexOf('/');
  const listPath = cut === -1 ? '' : path.slice(0, cut);
  const screen = lists.get(listPath);
  if (!screen) return null;
  const parsed = parseDetailSlug(path.slice(cut + 1));
  if (!parsed || parsed.id > 2_147_483_647) return null;
  if (screen === 'elements') {
    const elementRoute = elementRoutes.get(listPath);
    return elementRoute ? { listPath, screen, id: parsed.id, slug: parsed.slug, elementRoute } : null;
  }
  return { listPath, screen, id: parsed.id, slug: parsed.slug };
}

/** The platform call that says whether an item exists and gives its canonical slug. */
export function detailItemUrl(detail: Pick<DetailPath, 'screen' | 'id' | 'elementRoute'>): string {
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
    case 'albums':
      return `/album/${detail.id}`;
    case 'elements':
      return `/element/${detail.elementRoute}/${detail.id}`;
  }
}

/** The canonical path of an item: `/<list path>/<slug>-<id>`. */
export const canonicalDetailPath = (listPath: string, slug: string, id: number): string =>
  `/${[listPath, slug ? `${slug}-${id}` : String(id)].filter(Boolean).join('/')}`;
