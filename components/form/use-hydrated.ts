import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
/**
 * False in the server HTML and until the page is hydrated, then true. A server-rendered form submitted before its
 * handler is attached would be sent by the browser itself, its fields in the URL (a password in the address bar,
 * the history and the logs): its submit button waits for this, which also blocks Enter (implicit submission).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
