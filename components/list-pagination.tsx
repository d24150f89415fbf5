import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { listViewHref, type ListView } from '@/lib/site/list-view';
import styles from './list-pagination.module.css';

/**
 * Previous / next links of a server-rendered list whose page is in the URL (lib/site/list-view.ts), plain links:
 * each page is its own cached page, no script. Nothing when everything fits on one page.
 */
export async function ListPagination({
  path,
  view,
  pages,
  label,
}: {
  /** The list's public path ("/actualites"). */
  path: string;
  view: ListView;
  pages: number;
  /** What the list is ("Pagination des actualités"): the landmark's name. */
  label: string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations('listPagination');
  const previous = view.page > 1 ? listViewHref(path, { ...view, page: Math.min(view.page - 1, pages) }) : null;
  const next = view.page < pages ? listViewHref(path, { ...view, page: view.page + 1 }) : null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      {previous ? (
        <Link className={styles.link} href={previous} rel="prev">
          <span aria-hidden="true">←</span> {t('previous')}
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
      <p className={styles.status}>{t('status', { page: view.page, pages })}</p>
      {next ? (
        <Link className={styles.link} href={next} rel="next">
          {t('next')} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
