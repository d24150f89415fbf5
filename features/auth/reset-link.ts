/**
 * The token of a password reset link (issue 12 §4). The e-mail's link `/password/reset/<token>` is sent by proxy.ts
 * to `/password/reset/link#<token>`: one cached page for every link, and a fragment, which the browser never sends
 * to a server nor puts in a Referer. The page's form reads the token here once, keeps it in memory, and takes it
 * out of the address bar, so a reload, a shared screen or the history no longer shows it.
 */

/** The token a reset link's fragment carries (`#<token>`, percent-decoded), or null. */
export function tokenFromFragment(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw || raw.length > 2048) return null;
  try {
    const token = decodeURIComponent(raw);
    return /^[^\s/]{1,512}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * Reads the token from the address bar and removes it (`history.replaceState`, the same path without the fragment).
 * The replacement waits for the current commit's effects to end: by then Next's router has wrapped
 * `history.replaceState` and learns the new address too (its own history writes would otherwise put the old one back).
 */
export function takeResetToken(win: Pick<Window, 'location' | 'history'> = window): string | null {
  const token = tokenFromFragment(win.location.hash);
  if (token !== null) {
    const clean = `${win.location.pathname}${win.location.search}`;
    queueMicrotask(() => win.history.replaceState(null, '', clean));
  }
  return token;
}

/**
 * takeResetToken for one mounted form: the first call takes the token out of the address bar, every later call gives
 * the same answer. A stable, side-effect-free snapshot for useSyncExternalStore (React asks for it more than once).
 */
export function resetTokenReader(take: () => string | null = () => takeResetToken()): () => string | null {
  let read: { token: string | null } | null = null;
  return () => (read ??= { token: take() }).token;
}
