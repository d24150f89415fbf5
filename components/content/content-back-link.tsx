import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './content.module.css';

/**
 * The way back to the list at the foot of a content page (a news item, an album): an arrow and the list's words
 * (« Toutes les actualités », « Tous les albums »), a 44 px tall target in the theme's primary colour.
 */
export function ContentBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link className={styles.backLink} href={href}>
        <span aria-hidden="true">←</span> {children}
      </Link>
    </p>
  );
}
