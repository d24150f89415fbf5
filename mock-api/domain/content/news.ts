import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { NewsItem, NewsList } from '../../../lib/platform/schemas/content';
import type { ListQuery } from '../../../lib/platform/schemas/common';
import type { DbOrTx } from '../../db/client';
import { news } from '../../db/schema';
import { notFound } from '../../http/errors';
import { planList, type ListFields } from '../../http/list';
import { toImage } from './images';

type NewsRow = typeof news.$inferSelect;

const NEWS_FIELDS: ListFields = {
  id: { column: news.id, type: 'number' },
  title: { column: news.title, type: 'string' },
  slug: { column: news.slug, type: 'string' },
  category: { column: news.category, type: 'string' },
  publishedAt: { column: news.publishedAt, type: 'date' },
  isPromoted: { column: news.isPromoted, type: 'boolean' },
};

export function toNewsItem(row: NewsRow, imageBaseUrl: string): NewsItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    summary: row.summary,
    html: row.html,
    image: toImage(imageBaseUrl, row.imageName ?? row.title, row.imagePath),
    publishedAt: row.publishedAt.toISOString(),
    isPromoted: row.isPromoted,
    promoteMessage: row.promoteMessage,
  };
}

/** Published news of a site (publishedAt not in the future), newest first unless orderBy says otherwise. */
export async function listNews(
  db: DbOrTx,
  siteId: number,
  query: ListQuery & { promoted?: string },
  now: Date,
  imageBaseUrl: string,
): Promise<NewsList> {
  const visible = and(eq(news.siteId, siteId), lte(news.publishedAt, now));
  if (query.promoted === 'true') {
    // The promoted item of spec §7 "Loaded at start": the newest promoted news, as a one-item list.
    const rows = await db
      .select()
      .from(news)
      .where(and(visible, eq(news.isPromoted, true)))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(1);
    return { news: rows.map((r) => toNewsItem(r, imageBaseUrl)), total: rows.length };
  }
  const plan = planList(query, NEWS_FIELDS, {
    defaultOrder: [desc(news.publishedAt), desc(news.id)],
    extraWhere: [visible],
  });
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(news).where(plan.where),
  ]);
  return { news: rows.map((r) => toNewsItem(r, imageBaseUrl)), total: counted?.n ?? 0 };
}

export async function getNews(
  db: DbOrTx,
  siteId: number,
  id: number,
  now: Date,
  imageBaseUrl: string,
): Promise<NewsItem> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.siteId, siteId), eq(news.id, id), lte(news.publishedAt, now)));
  if (!row) throw notFound('content.newsNotFound');
  return toNewsItem(row, imageBaseUrl);
}
