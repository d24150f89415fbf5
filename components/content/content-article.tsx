import type { ReactNode } from 'react';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import styles from './content.module.css';

/**
 * A content item's own page (a news item, a blog article): breadcrumb, title, meta line, picture and the owner's
 * HTML, sanitized like every CMS text. `jsonLd` is the page's structured data script, `footer` what follows the text.
 */
export function ContentArticle({
  breadcrumb,
  title,
  meta,
  picture,
  html,
  jsonLd,
  footer,
}: {
  breadcrumb: ReactNode;
  title: string;
  meta: ReactNode;
  picture: string | null;
  html: string;
  jsonLd?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <article className={styles.article}>
      {jsonLd}
      {breadcrumb}
      <h1>{title}</h1>
      <p className={styles.meta}>{meta}</p>
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- a picture of the platform's image service (app/images)
        <img className={styles.hero} src={picture} alt="" width={1200} height={750} fetchPriority="high" />
      )}
      <div className={`cms ${styles.text}`} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />
      {footer}
    </article>
  );
}
