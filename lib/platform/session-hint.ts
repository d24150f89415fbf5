import { SITE_COOKIE } from './identity';

/**
 * Whether this browser may hold a session. The proxy sets the readable `idSite` cookie beside the HttpOnly token
 * at log-in, with the same lifetime, and clears both at log-out: without it there is no token either, so a
 * member-only read (the member's main cart, "new") would only be refused. With it the platform still decides.
 */
export function mayHaveSession(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies
    .split(/;\s*/)
    .some((part) => part.startsWith(`${SITE_COOKIE}=`) && part.length > SITE_COOKIE.length + 1);
}
