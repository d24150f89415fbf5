'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Element } from '@/lib/platform/schemas/content';
import { canonicalDetailPath } from '@/lib/site/detail-paths';
import { eventWhen, isPast } from '../event-dates';
import { ElementFacts } from './element-facts';
import styles from './elements.module.css';
import { responsiveImage } from '@/lib/platform/image-srcset';
import { countValues } from '@/lib/format/number';
import { cropPlainText } from '@/lib/format/crop';

/** An element's status badge: past, full, closed, or the seats left (none for an unlimited open event). */
export function SeatsBadge({ element, now }: { element: Element; now: Date }) {
  const t = useTranslations('elements');
  if (isPast(element, now)) return <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('past')}</span>;
  if (element.isFull) return <span className={`${styles.badge} ${styles.badgeFull}`}>{t('full')}</span>;
  if (!element.isRegistrationOpen) return <span className={`${styles.badge} ${styles.badgeMuted}`}>{t('closed')}</span>;
  if (element.remainingSeats === null) return null;
  return <span className={styles.badge}>{t('remaining', countValues(element.remainingSeats))}</span>;
}

/**
 * One element of a list: its picture, title (the link to its page), dates, place, its summary cropped as list text is
 * (spec §5, 120 characters) and its seats.
 */
export function ElementCard({ element, listPath, now }: { element: Element; listPath: string; now: Date }) {
  const t = useTranslations('elements');
  const when = eventWhen(element.startsAt, element.endsAt);
  const href = canonicalDetailPath(listPath, element.slug, element.id);
  // One column on a phone, cards of 18rem and more from 768 px; named by the element's slug (spec §7 SEO URLs).
  const picture = responsiveImage(element.image?.externalPath, {
    sizes: '(min-width: 768px) 24rem, 100vw',
    max: 1280,
    seoName: element.slug,
  });
  return (
    <li className={styles.card}>
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- the element's picture from the image service (app/images)
        <img
          className={styles.cardImage}
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={href}>{element.title}</Link>
        </h3>
        <ElementFacts element={element} when={when} labels={{ when: t('when'), where: t('where') }} />
        {element.summary && <p className={styles.summary}>{cropPlainText(element.summary)}</p>}
        <SeatsBadge element={element} now={now} />
      </div>
    </li>
  );
}
