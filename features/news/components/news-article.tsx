import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date';
import type { NewsItem } from '@/lib/platform/schemas/content';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { newsImageSrc } from './news-list';
import styles from './news.module.css';

/**
 * A news item's own page (`/<news list path>/<slug>-<id>`): its title, date, category, picture and text (sanitized
 * like every owner's HTML), a way back to the list. `jsonLd` is the page's NewsArticle script (features/seo).
 */
export async function NewsArticle({
  item,
  list,
  jsonLd,
}: {
  item: NewsItem;
  /** The news list page ("actualites") and its title. */
  list: { path: string; title: string };
  jsonLd?: React.ReactNode;
}) {
  const t = await getTranslations('news');
  const src = newsImageSrc(item);
  return (
    <article className={styles.article}>
      {jsonLd}
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <Link href={`/${list.path}`}>{list.title}</Link>
      </nav>
      <h1>{item.title}</h1>
      <p className={styles.meta}>
        <time dateTime={item.publishedAt}>{t('publishedOn', { date: formatDate(item.publishedAt) })}</time>
        {item.category && <span className={styles.category}>{item.category}</span>}
      </p>
      {src && (
        // eslint-disable-next-line @next/next/no-img-element -- a picture of the platform's image service (app/images)
        <img className={styles.hero} src={src} alt="" width={1200} height={750} fetchPriority="high" />
      )}
      <div className={`cms ${styles.text}`} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(item.html) }} />
      <p>
        <Link className={styles.back} href={`/${list.path}`}>
          <span aria-hidden="true">←</span> {t('backToList')}
        </Link>
      </p>
    </article>
  );
}
