import Link from 'next/link';
import { listViewHref, type ListView } from '@/lib/site/list-view';
import styles from './list-pagination.module.css';

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  /** "Page 2 sur 3". */
  status: string;
}

/**
 * Previous / next links of a server-rendered list whose page is in the URL (lib/site/list-view.ts), plain links:
 * each page is its own cached page, no script. Nothing when everything fits on one page.
 */
export function ListPagination({
  path,
  view,
  pages,
  labels,
}: {
  /** The list's public path ("/actualites"). */
  path: string;
  view: ListView;
  pages: number;
  labels: PaginationLabels;
}) {
  if (pages <= 1) return null;
  const previous = view.page > 1 ? listViewHref(path, { ...view, page: Math.min(view.page - 1, pages) }) : null;
  const next = view.page < pages ? listViewHref(path, { ...view, page: view.page + 1 }) : null;
  return (
    <nav className={styles.pagination} aria-label={labels.label}>
      {previous ? (
        <Link className={styles.link} href={previous} rel="prev">
          <span aria-hidden="true">←</span> {labels.previous}
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
      <p className={styles.status}>{labels.status}</p>
      {next ? (
        <Link className={styles.link} href={next} rel="next">
          {labels.next} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
