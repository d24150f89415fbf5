import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ArianeItem, BlogArticle, BlogFolder, BlogFolderList } from '../../../lib/platform/schemas/content';
import type { ListQuery } from '../../../lib/platform/schemas/common';
import type { DbOrTx } from '../../db/client';
import { blogArticles, blogFolders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { planList, type ListFields } from '../../http/list';
import { t } from '../../i18n';
import { articleAriane, descendantIds, folderAriane, type FolderNode } from './ariane';
import { toImage } from './images';

type FolderRow = typeof blogFolders.$inferSelect;
type ArticleRow = typeof blogArticles.$inferSelect;

const ARTICLE_FIELDS: ListFields = {
  id: { column: blogArticles.id, type: 'number' },
  title: { column: blogArticles.title, type: 'string' },
  slug: { column: blogArticles.slug, type: 'string' },
  author: { column: blogArticles.author, type: 'string' },
  publishedAt: { column: blogArticles.publishedAt, type: 'date' },
  folderId: { column: blogArticles.folderId, type: 'number' },
};

/** A site's folders (a blog has a handful): the tree is walked in memory. */
interface FolderTree {
  rows: FolderRow[];
  byId: Map<number, FolderNode & FolderRow>;
  articleCounts: Map<number, number>;
}

async function loadTree(db: DbOrTx, siteId: number): Promise<FolderTree> {
  const [rows, counts] = await Promise.all([
    db.select().from(blogFolders).where(eq(blogFolders.siteId, siteId)).orderBy(blogFolders.position, blogFolders.id),
    db
      .select({ folderId: blogArticles.folderId, n: count() })
      .from(blogArticles)
      .where(and(eq(blogArticles.siteId, siteId), isNotNull(blogArticles.folderId)))
      .groupBy(blogArticles.folderId),
  ]);
  return {
    rows,
    byId: new Map(rows.map((r) => [r.id, r])),
    articleCounts: new Map(counts.map((c) => [c.folderId!, c.n])),
  };
}

function summary(tree: FolderTree, row: FolderRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    parentId: row.parentId,
    articleCount: tree.articleCounts.get(row.id) ?? 0,
  };
}

function folderView(tree: FolderTree, folderId: number | null): BlogFolder {
  const children = tree.rows.filter((r) => r.parentId === folderId).map((r) => summary(tree, r));
  if (folderId === null) {
    return {
      id: null,
      slug: '',
      title: t('content.blogRoot'),
      description: '',
      parentId: null,
      folders: children,
      ariane: [],
    };
  }
  const row = tree.byId.get(folderId);
  if (!row) throw notFound('content.folderNotFound');
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    parentId: row.parentId,
    folders: children,
    ariane: folderAriane(tree.byId, row.id),
  };
}

export function toArticle(row: ArticleRow, imageBaseUrl: string): BlogArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    html: row.html,
    image: toImage(imageBaseUrl, row.imageName ?? row.title, row.imagePath),
    publishedAt: row.publishedAt.toISOString(),
    folderId: row.folderId,
    author: row.author,
  };
}

export async function getFolder(db: DbOrTx, siteId: number, folderId: number | null): Promise<BlogFolder> {
  return folderView(await loadTree(db, siteId), folderId);
}

/**
 * A folder (or the root) with its sub-folders and a page of articles: at the root every article
 * of the blog, inside a folder the articles of that folder and of its sub-folders.
 */
export async function listFolder(
  db: DbOrTx,
  siteId: number,
  folderId: number | null,
  query: ListQuery,
  imageBaseUrl: string,
): Promise<BlogFolderList> {
  const tree = await loadTree(db, siteId);
  const folder = folderView(tree, folderId);
  const scope = folderId === null ? undefined : inArray(blogArticles.folderId, descendantIds(tree.rows, folderId));
  const plan = planList(query, ARTICLE_FIELDS, {
    defaultOrder: [desc(blogArticles.publishedAt), desc(blogArticles.id)],
    extraWhere: [eq(blogArticles.siteId, siteId), scope],
  });
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogArticles)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(blogArticles).where(plan.where),
  ]);
  return {
    folder,
    folders: folder.folders,
    articles: rows.map((r) => toArticle(r, imageBaseUrl)),
    total: counted?.n ?? 0,
  };
}

export async function folderBreadcrumb(db: DbOrTx, siteId: number, folderId: number): Promise<ArianeItem[]> {
  const tree = await loadTree(db, siteId);
  if (!tree.byId.has(folderId)) throw notFound('content.folderNotFound');
  return folderAriane(tree.byId, folderId);
}

async function articleRow(db: DbOrTx, siteId: number, id: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.siteId, siteId), eq(blogArticles.id, id)));
  if (!row) throw notFound('content.articleNotFound');
  return row;
}

export async function getArticle(db: DbOrTx, siteId: number, id: number, imageBaseUrl: string): Promise<BlogArticle> {
  return toArticle(await articleRow(db, siteId, id), imageBaseUrl);
}

export async function articleBreadcrumb(db: DbOrTx, siteId: number, id: number): Promise<ArianeItem[]> {
  const [row, tree] = await Promise.all([articleRow(db, siteId, id), loadTree(db, siteId)]);
  return articleAriane(tree.byId, row);
}
