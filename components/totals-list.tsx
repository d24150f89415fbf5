import type { ReactNode } from 'react';
import styles from './totals-list.module.css';

export interface TotalsRow {
  /** A stable key (the row's message key is enough). */
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * An amounts summary (the cart's, an order's in the personal space, the checkout's): label and amount per row,
 * amounts right-aligned, the last row the total, set apart. A description list: « Sous-total : 92,82 € » reads
 * as a term and its value. Rows that do not apply (no discount) are left out by the caller (`false`/`null`).
 */
export function TotalsList({
  rows,
  total,
  className,
}: {
  rows: (TotalsRow | false | null | undefined)[];
  total: TotalsRow;
  className?: string;
}) {
  return (
    <dl className={className ? `${styles.totals} ${className}` : styles.totals}>
      {rows
        .filter((row): row is TotalsRow => Boolean(row))
        .map((row) => (
          <div key={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      <div className={styles.total}>
        <dt>{total.label}</dt>
        <dd>{total.value}</dd>
      </div>
    </dl>
  );
}
