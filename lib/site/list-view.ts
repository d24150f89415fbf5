/**
 * The page and order of a server-rendered list (news, blog) in the URL (issue 15: `?page=2`, `?tri=title`).
 *
 * Pages are cached per path (ISR) and never read the query string (that would make every page dynamic). So the
 * request gate (proxy.ts) reads it and rewrites `/actualites?page=2` to the internal `/site/1/actualites/_page-2`:
 * each page of a list is rendered on the server and cached on its own. `_` never occurs in a page's or an item's
 * slug (spec §5: lower-case ASCII letters, digits and hyphens), so these segments cannot name a real page.
 */

export type ListViewScreen = 'news' | 'blog' | 'blogFolders';

/** Spec §3 Blog filters: orderBy; the first is the default (newest first, GET /blog/folder/list's own order). */
export const BLOG_ORDERS = ['-publishedAt', 'publishedAt', 'title', '-title'] as const;
export type BlogOrder = (typeof BLOG_ORDERS)[number];

export interface ListView {
  page: number;
  /** Blog lists only; null: the default order. */
  orderBy: BlogOrder | null;
}

export const DEFAULT_LIST_VIEW: ListView = { page: 1, orderBy: null };

/** URL query names (French, like the product list's `tri`). */
export const LIST_VIEW_KEYS = { page: 'page', orderBy: 'tri' } as const;

/** Beyond any real list: a crawler cannot make unbounded cache entries with ever larger pages. */
export const MAX_LIST_PAGE = 10_000;

const PAGE_SEGMENT = '_page-';
const ORDER_SEGMENT = '_tri-';

const pageOf = (raw: string | null): number | null => {
  if (raw === null || !/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_LIST_PAGE ? page : null;
};
const orderOf = (raw: string | null): BlogOrder | null =>
  raw !== null && (BLOG_ORDERS as readonly string[]).includes(raw) && raw !== BLOG_ORDERS[0]
    ? (raw as BlogOrder)
    : null;

/** The view a query string asks of a list; a bad or default value reads as the default (a stale link still shows a list). */
export function listViewFromSearch(screen: ListViewScreen, search: URLSearchParams): ListView {
  return {
    page: pageOf(search.get(LIST_VIEW_KEYS.page)) ?? 1,
    orderBy: screen === 'news' ? null : orderOf(search.get(LIST_VIEW_KEYS.orderBy)),
  };
}

/** The internal path segments of a view (none for the default view: the plain list keeps its cache entry). */
export function listViewSegments(view: ListView): string[] {
  const segments: string[] = [];
  if (view.page !== 1) segments.push(`${PAGE_SEGMENT}${view.page}`);
  if (view.orderBy) segments.push(`${ORDER_SEGMENT}${view.orderBy}`);
  return segments;
}

/** A route's path segments split into the page's own and its list view (the trailing `_…` segments). */
export function splitListView(segments: readonly string[]): { segments: string[]; view: ListView } {
  const own = [...segments];
  const view: ListView = { ...DEFAULT_LIST_VIEW };
  while (own.length && own[own.length - 1]!.startsWith('_')) {
    const segment = own.pop()!;
    if (segment.startsWith(PAGE_SEGMENT)) view.page = pageOf(segment.slice(PAGE_SEGMENT.length)) ?? 1;
    else if (segment.startsWith(ORDER_SEGMENT)) view.orderBy = orderOf(segment.slice(ORDER_SEGMENT.length));
  }
  return { segments: own, view };
}

/** The public URL of a view of the list at `path` ("/actualites"): what the list's links point at. */
export function listViewHref(path: string, view: ListView): string {
  const params = new URLSearchParams();
  if (view.page !== 1) params.set(LIST_VIEW_KEYS.page, String(view.page));
  if (view.orderBy) params.set(LIST_VIEW_KEYS.orderBy, view.orderBy);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
