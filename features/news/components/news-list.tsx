import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ContentCard, ContentCardList, ContentMoreLink, ContentTag } from '@/components/content/content-card';
import { ListPagination } from '@/components/list-pagination';
import { formatDate } from '@/lib/format/date';
import { cropText } from '@/lib/format/text';
import { storedImageSrc } from '@/lib/platform/image-src';
import type { NewsItem } from '@/lib/platform/schemas/content';
import { canonicalDetailPath } from '@/lib/site/detail-paths';
import { listViewHref, type ListView } from '@/lib/site/list-view';
import { getNewsPage, NEWS_PAGE_SIZE } from '../api/get-news';
import styles from './news.module.css';

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
      <ContentCardList>
        {list.news.map((item, index) => {
          const href = newsHref(listPath, item);
          return (
            <ContentCard
              key={item.id}
              id={`news-${item.id}`}
              href={href}
              title={item.title}
              picture={storedImageSrc(item.image?.externalPath)}
              eager={index < 2}
              priority={index === 0}
              meta={
                <>
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                  {item.category && <ContentTag>{item.category}</ContentTag>}
                </>
              }
              summary={cropText(item.summary)}
              more={
                <ContentMoreLink href={href} label={t('readMoreAbout', { title: item.title })}>
                  {t('readMore')}
                </ContentMoreLink>
              }
            />
          );
        })}
      </ContentCardList>
      <ListPagination path={`/${listPath}`} view={view} pages={pages} label={t('paginationLabel')} />
    </section>
  );
}
