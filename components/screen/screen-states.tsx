import type { ReactNode } from 'react';

/*
 * The states every client screen of the shop shares (cart, checkout, order confirmation) that the pages' doors also
 * draw on their own: the screen's column, a failure, nothing to show. Styled by global classes (app/globals.css), not
 * a CSS module: an empty /panier or /commande draws them from a small chunk of its own, without any screen's chunk
 * and its style sheet.
 */

/** A screen's column of blocks. */
export function Screen({ children }: { children: ReactNode }) {
  return <div className="screen-column">{children}</div>;
}

/** A failure the visitor must see now (role alert), with what they can do about it (retry, dismiss). */
export function ScreenAlert({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="screen-alert" role="alert">
      <p>{message}</p>
      {action}
    </div>
  );
}

/** Nothing to show (an empty cart, an order not found): what happened and where to go. */
export function ScreenEmpty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="screen-empty" data-testid={testId}>
      {children}
    </div>
  );
}
