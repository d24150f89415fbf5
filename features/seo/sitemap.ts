import { canonicalDetailPath, DETAIL_SCREENS, type DetailScreen } from '@/lib/site/detail-paths';
import { servedPaths, type ServedNode } from '@/lib/site/tree';

/** The site's public origin as the visitor reached it (per host: each site has its own sitemap). */
export function originOf(request: Request): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

const LEGAL_PATHS = ['legal-notice', 'privacy-policy', 'cookie-policy', 'use-terms', 'sale-terms'];
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml of a site: every page its tree serves (home first), then its detail pages — products and services,
 * given as `/<list path>/<slug>-<id>` — then the legal texts.
 */
export function sitemapXml(origin: string, tree: readonly ServedNode[], detailPaths: readonly string[] = []): string {
  const paths = [...servedPaths(tree)].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
  const details = [...new Set(detailPaths.map((path) => path.replace(/^\/+/, '')))];
  const urls = [...paths, ...details, ...LEGAL_PATHS].map(
    (path) => `  <url><loc>${escapeXml(`${origin}/${path}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, except the session, cart and account screens. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /panier',
    'Disallow: /commande',
    'Disallow: /mon-compte',
    'Disallow: /admin',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** The pages whose list is narrowed by a preset (`cms.config.filters`, e.g. « Coffrets »: only the boxes). */
export function presetListPaths(tree: readonly PresetNode[]): Set<string> {
  const paths = new Set<string>();
  const walk = (nodes: readonly PresetNode[]) => {
    for (const node of nodes) {
      const config = node.cms?.config;
      if (config && typeof config === 'object' && 'filters' in config && config.filters) paths.add(node.url);
      walk(node.children);
    }
  };
  walk(tree);
  return paths;
}
interface PresetNode {
  url: string;
  cms?: { config?: unknown } | null;
  children: readonly PresetNode[];
}

/**
 * Each item once, below the first list page of its kind in the tree's order (the menu's), a list without a preset
 * first: a product shown by « Nos vins » and by « Coffrets » (only boxes) is listed under « Nos vins ». Pages
 * without such a list add nothing.
 */
export function detailPagePaths(
  lists: ReadonlyMap<string, DetailScreen>,
  items: Partial<Record<DetailScreen, readonly { slug: string; id: number }[]>>,
  presetLists: ReadonlySet<string> = new Set(),
): string[] {
  const listOf = (screen: DetailScreen) => {
    const ofKind = [...lists].filter(([, kind]) => kind === screen).map(([path]) => path);
    return ofKind.find((path) => !presetLists.has(path)) ?? ofKind[0];
  };
  return DETAIL_SCREENS.flatMap((screen) => {
    const listPath = listOf(screen);
    return listPath === undefined
      ? []
      : (items[screen] ?? []).map((item) => canonicalDetailPath(listPath, item.slug, item.id));
  });
}

/**
 * Element pages (issue 15): each element route's items once, below the first list page showing that route (in the
 * tree's order), as `/<list path>/<slug>-<id>`.
 */
export function elementPagePaths(
  routes: ReadonlyMap<string, string>,
  items: Readonly<Record<string, readonly { slug: string; id: number }[]>>,
): string[] {
  const firstList = new Map<string, string>();
  for (const [listPath, route] of routes) if (!firstList.has(route)) firstList.set(route, listPath);
  return [...firstList].flatMap(([route, listPath]) =>
    (items[route] ?? []).map((item) => canonicalDetailPath(listPath, item.slug, item.id)),
  );
}
