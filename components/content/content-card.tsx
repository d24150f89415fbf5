import Link from 'next/link';
import type { ReactNode } from 'react';
import { slugify } from '@/lib/format/slug';
import { imageAtWidth, imageSrcSet } from '@/lib/platform/image-srcset';
import styles from './content.module.css';

/**
 * The grid of a content list (news, blog articles): one column on a phone, two from 768 px, three from 1100 px when
 * `columns` is 3.
 */
export function ContentCardList({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <ul className={`${styles.list} ${columns === 3 ? styles.list3 : ''}`}>{children}</ul>;
}

/** How wide a card's picture is shown, by the grid's columns (ContentCardList; the content column is ~72rem at most). */
export const CARD_SIZES = {
  2: '(min-width: 1200px) 36rem, (min-width: 768px) 50vw, 100vw',
  3: '(min-width: 1200px) 24rem, (min-width: 1100px) 33vw, (min-width: 768px) 50vw, 100vw',
} as const;

/**
 * One item of a content list: its picture (decorative: the title says what it is) at the widths the grid shows it
 * (`columns`: the list's), a meta line (date, category, author), its title linking to its own page, its summary,
 * and an optional link after it. The first two pictures load eagerly (above the fold on a phone); the first is asked
 * for at high priority (`priority`): on a phone it is the page's largest paint.
 */
export function ContentCard({
  id,
  href,
  title,
  heading: Heading = 'h2',
  picture,
  eager,
  priority = false,
  meta,
  summary,
  more,
  columns = 2,
}: {
  /** A page-unique id for the title, which names the card. */
  id: string;
  href: string;
  title: string;
  heading?: 'h2' | 'h3';
  picture: string | null;
  eager: boolean;
  /** The list's first picture: the largest paint on a phone, fetched before the scripts. */
  priority?: boolean;
  meta: ReactNode;
  summary: string;
  more?: ReactNode;
  columns?: 2 | 3;
}) {
  // The picture's SEO name (spec §7): what the card is about.
  const seoName = slugify(title);
  return (
    <li>
      <article className={styles.card} aria-labelledby={id}>
        {picture && (
          // eslint-disable-next-line @next/next/no-img-element -- a picture of the platform's image service (app/images)
          <img
            className={styles.picture}
            src={imageAtWidth(picture, 640, seoName)}
            srcSet={imageSrcSet(picture, 1280, seoName)}
            sizes={CARD_SIZES[columns]}
            alt=""
            width={640}
            height={400}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
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
