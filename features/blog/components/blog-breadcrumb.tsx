import Link from 'next/link';
import type { BlogCrumb } from '../paths';
import styles from './blog.module.css';

/** The blog's breadcrumb (from the platform's ariane): links up to the page itself, marked as the current one. */
export function BlogBreadcrumb({ crumbs, label }: { crumbs: readonly BlogCrumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>
            {crumb.href ? <Link href={crumb.href}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
