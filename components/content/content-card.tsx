import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './content.module.css';

/**
 * The grid of a content list (news, blog articles): one column on a phone, two from 768 px, three from 1100 px when
 * `columns` is 3.
 */
export function ContentCardList({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <ul className={`${styles.list} ${columns === 3 ? styles.list3 : ''}`}>{children}</ul>;
}

/**
 * One item of a content list: its picture (decorative: the title says what it is), a meta line (date, category,
 * author), its title linking to its own page, its summary, and an optional link after it. The first two pictures
 * load eagerly (above the fold on a phone).
 */
export function ContentCard({
  id,
  href,
  title,
  heading: Heading = 'h2',
  picture,
  eager,
  meta,
  summary,
  more,
}: {
  /** A page-unique id for the title, which names the card. */
  id: string;
  href: string;
  title: string;
  heading?: 'h2' | 'h3';
  picture: string | null;
  eager: boolean;
  meta: ReactNode;
  summary: string;
  more?: ReactNode;
}) {
  return (
    <li>
      <article className={styles.card} aria-labelledby={id}>
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- a picture of the platform's image service (app/images)
          <img
            className={styles.picture}
            src={picture}
            alt=""
            width={640}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        <div className={styles.body}>
          <p className={styles.meta}>{meta}</p>
          <Heading id={id} className={styles.title}>
            <Link href={href}>{title}</Link>
          </Heading>
          <p className={styles.summary}>{summary}</p>
          {more}
        </div>
      </article>
    </li>
  );
}

/** A category label in a content meta line. */
export function ContentTag({ children }: { children: ReactNode }) {
  return <span className={styles.tag}>{children}</span>;
}

/** The "read more" link at the foot of a card. */
export function ContentMoreLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <Link className={styles.more} href={href} aria-label={label}>
      {children}
    </Link>
  );
}
