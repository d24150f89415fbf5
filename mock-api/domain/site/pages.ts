import { asc, eq } from 'drizzle-orm';
import type { PageLayout, PageNode } from '../../../lib/platform/schemas/site';
import type { DbOrTx } from '../../db/client';
import { pageLayouts, pages } from '../../db/schema';
import { layoutHash } from './hash';
import { siteCache } from '../site-cache';

type PageRow = typeof pages.$inferSelect;
type LayoutRow = typeof pageLayouts.$inferSelect;

/** A page row in the contract's shape (spec §3 Page), without children yet. */
export function toPageNode(row: PageRow): PageNode {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    menuTitle: row.menuTitle,
    menuIcon: row.menuIcon,
    order: row.position,
    idParent: row.parentId,
    isHome: row.isHome,
    showInMenu: row.showInMenu,
    isFixedOnRight: row.isFixedOnRight,
    isText: row.isText,
    isValid: row.isValid,
    link: { type: row.linkType, url: row.linkUrl, jsCode: row.linkJsCode },
    cms: { isCmsPage: row.isCmsPage, route: row.cmsRoute, config: row.cmsConfig ?? {} },
    isEcommercePage: row.isEcommercePage,
    isCustomHeader: row.isCustomHeader,
    isCustomFooter: row.isCustomFooter,
    metaDescription: row.metaDescription,
    children: [],
  };
}

const byOrder = (a: PageNode, b: PageNode) => a.order - b.order || a.id - b.id;

/**
 * Builds the forest of pages: roots (no parent, or a parent not in the list) with nested children,
 * each level ordered by `order`. With `onlyValid`, an invalid page hides its whole branch.
 */
export function buildTree(
  rows: readonly PageRow[],
  options: { onlyValid?: boolean } = {},
): { roots: PageNode[]; byId: Map<number, PageNode> } {
  const kept = options.onlyValid ? rows.filter((r) => r.isValid) : rows;
  const byId = new Map(kept.map((r) => [r.id, toPageNode(r)]));
  const roots: PageNode[] = [];
  for (const node of byId.values()) {
    const parent = node.idParent === null ? undefined : byId.get(node.idParent);
    if (parent) parent.children.push(node);
    else if (node.idParent === null) roots.push(node);
    // A page whose parent is invalid is dropped with its branch (onlyValid).
  }
  const sortDeep = (nodes: PageNode[]) => {
    nodes.sort(byOrder);
    for (const n of nodes) sortDeep(n.children);
  };
  sortDeep(roots);
  return { roots, byId };
}

/** A site's page tree, built once: the valid one for visitors, the whole one for admins. */
export interface SitePages {
  rows: PageRow[];
  visible: { roots: PageNode[]; byUrl: Map<string, PageNode> };
  all: { roots: PageNode[]; byUrl: Map<string, PageNode> };
}

const indexByUrl = (tree: { roots: PageNode[]; byId: Map<number, PageNode> }) => ({
  roots: tree.roots,
  byUrl: new Map([...tree.byId.values()].map((n) => [n.url, n])),
});

const pagesCache = siteCache<SitePages>(30_000);

/**
 * The page tree of a site, cached per site (GET /page/{slug} is benchmarked): pages change only
 * through the seed; callers must not mutate the returned nodes.
 */
export const loadSitePages = (db: DbOrTx, siteId: number) =>
  pagesCache.get(db, siteId, async () => {
    const rows = await db
      .select()
      .from(pages)
      .where(eq(pages.siteId, siteId))
      .orderBy(asc(pages.position), asc(pages.id));
    return { rows, visible: indexByUrl(buildTree(rows, { onlyValid: true })), all: indexByUrl(buildTree(rows)) };
  });

export const invalidatePages = (db: DbOrTx, siteId: number) => pagesCache.invalidate(db, siteId);

export function toLayout(row: LayoutRow, imageBaseUrl: string): PageLayout {
  return {
    id: row.id,
    name: row.name,
    html: row.html,
    hash: row.hash,
    previewUrl: row.previewPath ? `${imageBaseUrl}/${row.previewPath}` : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every layout row of a site, grouped by page; invalidated by every layout write (admin routes). */
const layoutsCache = siteCache<Map<number, LayoutRow[]>>(30_000);

async function siteLayouts(db: DbOrTx, siteId: number) {
  return layoutsCache.get(db, siteId, async () => {
    const rows = await db
      .select()
      .from(pageLayouts)
      .where(eq(pageLayouts.siteId, siteId))
      .orderBy(asc(pageLayouts.position), asc(pageLayouts.id));
    const byPage = new Map<number, LayoutRow[]>();
    for (const row of rows) byPage.set(row.pageId, [...(byPage.get(row.pageId) ?? []), row]);
    return byPage;
  });
}

export async function layoutsOf(
  db: DbOrTx,
  siteId: number,
  pageId: number,
  imageBaseUrl: string,
): Promise<PageLayout[]> {
  const byPage = await siteLayouts(db, siteId);
  return (byPage.get(pageId) ?? []).map((r) => toLayout(r, imageBaseUrl));
}

export const invalidateLayouts = (db: DbOrTx, siteId: number) => layoutsCache.invalidate(db, siteId);

/** A layout row to insert: the hash always follows the html. */
export const layoutValues = (values: Omit<typeof pageLayouts.$inferInsert, 'hash'>) => ({
  ...values,
  hash: layoutHash(values.html ?? ''),
});
