import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ContentCard, ContentCardList } from '@/components/content/content-card';
import { ListPagination } from '@/components/list-pagination';
import { formatDate } from '@/lib/format/date';
import { cropText } from '@/lib/format/text';
import { storedImageSrc } from '@/lib/platform/image-src';
import type { BlogFolderList } from '@/lib/platform/schemas/content';
import { BLOG_ORDERS, listViewHref, type BlogOrder, type ListView } from '@/lib/site/list-view';
import { BLOG_PAGE_SIZE } from '../api/get-blog';
import { articleHref, folderHref } from '../paths';
import styles from './blog.module.css';

const ORDER_LABELS: Record<BlogOrder, 'newest' | 'oldest' | 'title' | 'titleDesc'> = {
  '-publishedAt': 'newest',
  publishedAt: 'oldest',
  title: 'title',
  '-title': 'titleDesc',
};

/**
 * A blog folder's content (the root or a folder): its sub-folders, then its articles (12 per page, spec §3) with
 * the order and the page in the URL (`?tri=title&page=2`: lib/site/list-view.ts), each a plain link to its own
 * cached page. Article summaries are cropped to 120 characters (spec §5).
 */
export async function BlogListing({
  blogPath,
  path,
  list,
  view,
}: {
  /** The blog page's path ("blog"). */
  blogPath: string;
  /** This listing's public path ("/blog" or "/blog/dossier/conseils-coiffure-1"). */
  path: string;
  list: BlogFolderList;
  view: ListView;
}) {
  const t = await getTranslations('blog');
  const pages = Math.ceil(list.total / BLOG_PAGE_SIZE);
  const current = view.orderBy ?? BLOG_ORDERS[0];
  return (
    <div className={styles.listing}>
      {list.folders.length > 0 && (
        <section aria-labelledby="blog-folders">
          <h2 id="blog-folders" className={styles.sectionTitle}>
            {t('foldersLabel')}
          </h2>
          <ul className={styles.folders}>
            {list.folders.map((folder) => (
              <li key={folder.id}>
                <Link className={styles.folder} href={folderHref(blogPath, `${folder.slug}-${folder.id}`)}>
                  <span className={styles.folderTitle}>{folder.title}</span>
                  {folder.description && <span className={styles.folderText}>{cropText(folder.description)}</span>}
                  <span className={styles.folderCount}>{t('articleCount', { count: folder.articleCount })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="blog-articles">
        <div className={styles.articlesHead}>
          <h2 id="blog-articles" className={styles.sectionTitle}>
            {t('articlesLabel')}
          </h2>
          {list.total > 1 && (
            <ul className={`chips ${styles.orders}`} aria-label={t('orderLabel')}>
              {BLOG_ORDERS.map((order) => (
                <li key={order}>
                  <Link
                    className="chip"
                    href={listViewHref(path, { page: 1, orderBy: order === BLOG_ORDERS[0] ? null : order })}
                    aria-current={order === current ? 'true' : undefined}
                  >
                    {t(`orders.${ORDER_LABELS[order]}`)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {list.articles.length === 0 ? (
          <div className={styles.empty}>
            <p>{list.total === 0 ? t('empty') : t('emptyPage')}</p>
            {list.total > 0 && <Link href={listViewHref(path, { ...view, page: 1 })}>{t('firstPage')}</Link>}
          </div>
        ) : (
          <ContentCardList columns={3}>
            {list.articles.map((article, index) => (
              <ContentCard
                key={article.id}
                id={`article-${article.id}`}
                heading="h3"
                columns={3}
                href={articleHref(blogPath, article)}
                title={article.title}
                picture={storedImageSrc(article.image?.externalPath)}
                eager={index < 2}
                meta={
                  <>
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                    {article.author && <span>{t('byAuthor', { author: article.author })}</span>}
                  </>
                }
                summary={cropText(article.summary)}
              />
            ))}
          </ContentCardList>
        )}
        <ListPagination path={path} view={view} pages={pages} label={t('paginationLabel')} />
      </section>
    </div>
  );
}
