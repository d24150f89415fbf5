import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ListPagination } from '@/components/list-pagination';
import { formatDate } from '@/lib/format/date';
import { cropText } from '@/lib/format/text';
import type { NewsItem } from '@/lib/platform/schemas/content';
import { canonicalDetailPath } from '@/lib/site/detail-paths';
import { listViewHref, type ListView } from '@/lib/site/list-view';
import { getNewsPage, NEWS_PAGE_SIZE } from '../api/get-news';
import styles from './news.module.css';

/** The stored picture of a news item, served by the storefront's image route (app/images). */
export const newsImageSrc = (item: Pick<NewsItem, 'image'>): string | null =>
  item.image ? `/images/${item.image.externalPath.replace(/^\/+/, '')}` : null;

/** A news item's own page below its list: `/<list path>/<slug>-<id>` (lib/site/detail-paths.ts). */
export const newsHref = (listPath: string, item: Pick<NewsItem, 'id' | 'slug'>): string =>
  canonicalDetailPath(listPath, item.slug, item.id);

/**
 * The news screen (page.cms.route 'news'): 10 per page, newest first, each with its picture, date, category, title
 * linking to its page and its summary cropped to 120 characters (spec §5); the page number is in the URL (`?page=2`,
 * lib/site/list-view.ts), each page rendered and cached on the server.
 */
export async function NewsListScreen({ siteId, listPath, view }: { siteId: number; listPath: string; view: ListView }) {
  const [t, list] = await Promise.all([getTranslations('news'), getNewsPage(siteId, view.page)]);
  const pages = Math.ceil(list.total / NEWS_PAGE_SIZE);
  if (list.news.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{list.total === 0 ? t('empty') : t('emptyPage')}</p>
        {list.total > 0 && (
          <Link href={listViewHref(`/${listPath}`, { page: 1, orderBy: null })}>{t('firstPage')}</Link>
        )}
      </div>
    );
  }
  return (
    <section className={styles.news} aria-label={t('listLabel')}>
      <ul className={styles.list}>
        {list.news.map((item, index) => {
          const href = newsHref(listPath, item);
          const src = newsImageSrc(item);
          return (
            <li key={item.id}>
              <article className={styles.card} aria-labelledby={`news-${item.id}`}>
                {src && (
                  // eslint-disable-next-line @next/next/no-img-element -- a picture of the platform's image service (app/images)
                  <img
                    className={styles.picture}
                    src={src}
                    alt=""
                    width={640}
                    height={400}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                )}
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                    {item.category && <span className={styles.category}>{item.category}</span>}
                  </p>
                  <h2 id={`news-${item.id}`} className={styles.title}>
                    <Link href={href}>{item.title}</Link>
                  </h2>
                  <p className={styles.summary}>{cropText(item.summary)}</p>
                  <Link className={styles.more} href={href} aria-label={t('readMoreAbout', { title: item.title })}>
                    {t('readMore')}
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <ListPagination
        path={`/${listPath}`}
        view={view}
        pages={pages}
        labels={{
          label: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          status: t('pagination.status', { page: view.page, pages }),
        }}
      />
    </section>
  );
}
