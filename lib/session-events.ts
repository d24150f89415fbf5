/**
 * Session changes in the browser (spec §4 "Login"), for the features that hold per-visitor state (the cart):
 * the accounts feature announces a login or a logout and waits for the listeners, so that e.g. the cart
 * hand-over is done before the page moves on. No dependency: it is in the first-load bundle.
 */
export type SessionChange = 'login' | 'logout';
type Listener = (change: SessionChange) => void | Promise<void>;

const listeners = new Set<Listener>();

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs every listener; a failing one never fails the login or logout itself. */
export async function emitSessionChange(change: SessionChange): Promise<void> {
  await Promise.allSettled([...listeners].map(async (listener) => listener(change)));
}
