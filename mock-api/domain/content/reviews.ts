import { avg, count, desc, eq, gte } from 'drizzle-orm';
import type { ReviewList } from '../../../lib/platform/schemas/content';
import type { ListQuery } from '../../../lib/platform/schemas/common';
import type { DbOrTx } from '../../db/client';
import { googleReviews } from '../../db/schema';
import { planList, type ListFields } from '../../http/list';
import { imageUrl } from './images';

const REVIEW_FIELDS: ListFields = {
  id: { column: googleReviews.id, type: 'number' },
  rating: { column: googleReviews.rating, type: 'number' },
  author: { column: googleReviews.author, type: 'string' },
  publishedAt: { column: googleReviews.publishedAt, type: 'date' },
};

/** Rounded to one decimal, as review widgets show it (4.6). */
export const roundRating = (value: number | null) =>
  value === null || Number.isNaN(value) ? null : Math.round(value * 10) / 10;

/** Reviews newest first; `from` (yyyy-mm-dd, UTC day) keeps those published on or after that day. */
export async function listReviews(
  db: DbOrTx,
  siteId: number,
  query: ListQuery & { from?: string },
  imageBaseUrl: string,
): Promise<ReviewList> {
  const { from, ...rest } = query;
  const plan = planList(rest as ListQuery, REVIEW_FIELDS, {
    defaultOrder: [desc(googleReviews.publishedAt), desc(googleReviews.id)],
    extraWhere: [
      eq(googleReviews.siteId, siteId),
      from ? gte(googleReviews.publishedAt, new Date(`${from}T00:00:00Z`)) : undefined,
    ],
  });
  const [rows, [stats]] = await Promise.all([
    db
      .select()
      .from(googleReviews)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .select({ n: count(), average: avg(googleReviews.rating).mapWith(Number) })
      .from(googleReviews)
      .where(plan.where),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      author: r.author,
      authorPhoto: r.authorPhoto ? imageUrl(imageBaseUrl, r.authorPhoto) : null,
      rating: r.rating,
      text: r.text,
      publishedAt: r.publishedAt.toISOString(),
    })),
    total: stats?.n ?? 0,
    averageRating: stats && stats.n > 0 ? roundRating(stats.average) : null,
  };
}
