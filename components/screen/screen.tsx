import type { ReactNode } from 'react';
import styles from './screen.module.css';

/*
 * The states every client screen of the shop has (cart, checkout, order confirmation): loading, failed, empty, and
 * the two-column frame — one column on a phone, the summary beside the main column from 960 px.
 */

/** A screen's column of blocks. */
export function Screen({ children }: { children: ReactNode }) {
  return <div className={styles.screen}>{children}</div>;
}

/** While a screen's data loads: a placeholder block, and its label for screen readers. */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <div className={styles.screen} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}

/** A failure the visitor must see now (role alert), with what they can do about it (retry, dismiss). */
export function ScreenAlert({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {action}
    </div>
  );
}

/** Nothing to show (an empty cart, an order not found): what happened and where to go. */
export function ScreenEmpty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId}>
      {children}
    </div>
  );
}

/** The main column and its summary (an `<aside>`, the second child), side by side from 960 px. */
export function SplitLayout({ children }: { children: ReactNode }) {
  return <div className={styles.split}>{children}</div>;
}
