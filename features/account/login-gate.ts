/** The personal space's path (design.md §4). */
export const ACCOUNT_PATH = '/mon-compte';

/** The log-in page that brings the visitor back to `path` afterwards (`?redirect=`, checked by the login form). */
export const loginUrlFor = (path: string): string => `/auth?redirect=${encodeURIComponent(path)}`;

/**
 * Issue 5 §3 "a logged-out visitor is sent to /auth and back afterwards": where proxy.ts sends a request
 * for the personal space that carries no session cookie (lib/platform/core.ts TOKEN_COOKIE; null: let it through). A convenience only, not
 * the guard: a stale cookie passes here, the platform refuses it, and the screen then redirects itself.
 * `path` is the pathname without leading or trailing slash, as proxy.ts computes it.
 */
export function loginRedirectFor(path: string, sessionCookie: string | undefined): string | null {
  if (`/${path}` !== ACCOUNT_PATH) return null;
  return sessionCookie ? null : loginUrlFor(ACCOUNT_PATH);
}
