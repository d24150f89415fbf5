import type { ReactNode } from 'react';
import type { Element } from '@/lib/platform/schemas/content';
import styles from './elements.module.css';

/**
 * An element's facts as a description list: when (its dates, already worded), where, and what the caller adds
 * (the seats, on its own page). Works in server and client components alike: labels come in as props.
 */
export function ElementFacts({
  element,
  when,
  labels,
  children,
}: {
  element: Pick<Element, 'startsAt' | 'location'>;
  when: string | null;
  labels: { when: string; where: string };
  children?: ReactNode;
}) {
  return (
    <dl className={styles.facts}>
      {when && (
        <div>
          <dt>{labels.when}</dt>
          <dd>
            <time dateTime={element.startsAt ?? undefined}>{when}</time>
          </dd>
        </div>
      )}
      {element.location && (
        <div>
          <dt>{labels.where}</dt>
          <dd>{element.location}</dd>
        </div>
      )}
      {children}
    </dl>
  );
}
