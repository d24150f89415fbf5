import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date';
import { getParameters } from '@/lib/site/parameters';
import type { ReviewList } from '@/lib/platform/schemas/content';
import { getReviews, reviewsFrom } from '../api/get-reviews';
import { frenchRating, reviewLink } from '../rating';
import { Stars } from './stars';
import styles from './reviews.module.css';

/**
 * The reviews screen (page `cms.route` "reviews", e.g. the salon's /avis): the average and the count, a link to
 * leave a review (the page's `cms.config.reviewUrl`, else a maps search for the business), then each review
 * with its stars, author and date. `cms.config.from` (yyyy-mm-dd) keeps the recent ones (spec §7 `from`).
 */
export async function ReviewsScreen({ siteId, config }: { siteId: number; config: Record<string, unknown> }) {
  const t = await getTranslations('reviews');
  let list: ReviewList;
  let parameters: Awaited<ReturnType<typeof getParameters>>;
  try {
    [list, parameters] = await Promise.all([getReviews(siteId, reviewsFrom(config.from)), getParameters(siteId)]);
  } catch {
    return (
      <p role="alert" className={styles.notice}>
        {t('unavailable')}
      </p>
    );
  }
  const business = [parameters.COMPANY_NAME, parameters.COMPANY_ADDRESS].filter(Boolean).join(', ') || null;
  const link = reviewLink(config.reviewUrl, business);
  return (
    <section className={styles.screen} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('title')}</h2>
      <div className={styles.summary}>
        {list.averageRating !== null && list.total > 0 ? (
          <div className={styles.average}>
            <p className={styles.averageLabel}>{t('average')}</p>
            <p className={styles.averageValue}>
              {frenchRating(list.averageRating)}
              <span className={styles.outOf}> / 5</span>
            </p>
            <Stars
              rating={list.averageRating}
              label={t('stars', { rating: frenchRating(list.averageRating) })}
              size="large"
            />
            <p className={styles.count}>{t('basedOn', { count: list.total })}</p>
          </div>
        ) : (
          <p className={styles.notice}>{t('empty')}</p>
        )}
        {link && (
          <div className={styles.leave}>
            <p>{t('leaveHint')}</p>
            <a className={styles.leaveLink} href={link} target="_blank" rel="noopener noreferrer">
              {t('leave')} <span className="visually-hidden">{t('newWindow')}</span>
            </a>
          </div>
        )}
      </div>
      {list.reviews.length > 0 && (
        <ul className={styles.list} aria-label={t('count', { count: list.total })}>
          {list.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article aria-labelledby={`review-${review.id}`}>
                <header className={styles.reviewHead}>
                  <span className={styles.initial} aria-hidden="true">
                    {review.author.trim().charAt(0).toUpperCase()}
                  </span>
                  <div>
                    <h3 id={`review-${review.id}`} className={styles.author}>
                      {review.author}
                    </h3>
                    <p className={styles.date}>
                      <time dateTime={review.publishedAt}>
                        {t('publishedOn', { date: formatDate(review.publishedAt) })}
                      </time>
                    </p>
                  </div>
                </header>
                <Stars rating={review.rating} label={t('stars', { rating: frenchRating(review.rating) })} />
                {review.text && <p className={styles.text}>{review.text}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.source}>{t('source')}</p>
    </section>
  );
}
