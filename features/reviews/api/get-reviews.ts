import { cache } from 'react';
import { listParams, platformRequest } from '@/lib/platform/client';
import { reviewListSchema, type ReviewList } from '@/lib/platform/schemas/content';
import { publicPlatform } from '@/lib/platform/server';
import { cachedPublicRead } from '@/lib/cache-tags';

/** `from` as the platform takes it (yyyy-mm-dd), or '' (every review). */
export function reviewsFrom(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

/**
 * Spec §7 GET /google/reviews?from=…: the site's reviews, newest first, with their count and average (cached,
 * scope `content`). 100 per page, the platform's default: a business page shows them all.
 */
export const getReviews = cache((siteId: number, from = ''): Promise<ReviewList> =>
  cachedPublicRead(siteId, 'content', ['reviews', from], async () =>
    reviewListSchema.parse(
      await platformRequest(publicPlatform(siteId), {
        url: '/google/reviews',
        params: listParams({ page: 1, nbItem: 100, from }),
      }),
    ),
  ),
);

/** The average and count for the business JSON-LD (AggregateRating); null without reviews or when unreadable. */
export async function getReviewSummary(siteId: number): Promise<{ average: number; count: number } | null> {
  try {
    const { averageRating, total } = await getReviews(siteId);
    return averageRating !== null && total > 0 ? { average: averageRating, count: total } : null;
  } catch {
    return null;
  }
}
