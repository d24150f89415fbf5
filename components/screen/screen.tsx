import type { ReactNode } from 'react';
import styles from './screen.module.css';

/*
 * The client screens' loading state and two-column frame — one column on a phone, the summary beside the main column
 * from 960 px. Their column, failure and empty states are in screen-states.tsx (no style sheet of their own).
 */

/** While a screen's data loads: a placeholder block, and its label for screen readers. */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <div className="screen-column" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}

/** The main column and its summary (an `<aside>`, the second child), side by side from 960 px. */
export function SplitLayout({ children }: { children: ReactNode }) {
  return <div className={styles.split}>{children}</div>;
}
