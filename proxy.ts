import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, resolveLocale } from './lib/locale';
import { siteFromEnv } from './lib/sites';
import { sitePolicyFor } from './features/security/site-policy';

// Next 16's name for the middleware (design.md §5 "the request gate"): resolves the site from the host,
// rewrites every path to that site's internal route (app/site/[site]/…, which decides page or 404), logs
// visit links, keeps the locale cookie and sets the security headers. It is not the only guard: server
// code re-checks what it needs (roles, the token).

const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';

/** `csp`: the site's Content-Security-Policy (features/security: per site, cached 60 s, no API call per request). */
function securityHeaders(response: NextResponse, csp: string): NextResponse {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('Content-Security-Policy', csp);
  if (process.env.NODE_ENV === 'production') {
    response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
  return response;
}

/** Spec §4/§9: the locale cookie (365 days, path /, SameSite lax) is written when missing or stale. */
function withLocale(request: NextRequest, response: NextResponse): NextResponse {
  const current = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = resolveLocale(request.nextUrl.pathname, current);
  if (current !== locale) response.cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
  return response;
}

export async function proxy(request: NextRequest) {
  const siteId = siteFromEnv(request.headers.get('host'));
  const headers = new Headers(request.headers);
  headers.delete('x-middleware-subrequest');
  headers.set('x-site-id', String(siteId));
  const { pathname } = request.nextUrl;
  const csp = await sitePolicyFor(siteId);

  // Spec §4 "Visit link": `?from=<source>` is logged, then the page loads again without the query string.
  const from = request.nextUrl.searchParams.get('from');
  if (from !== null && request.method === 'GET') {
    if (/^[\w.-]{1,64}$/.test(from)) {
      await fetch(`${API_URL}/site/visit/${encodeURIComponent(from)}`, { headers: { idSite: String(siteId) } }).catch(() => undefined);
    }
    const clean = request.nextUrl.clone();
    clean.searchParams.delete('from');
    return securityHeaders(NextResponse.redirect(clean, 303), csp);
  }

  // Every path of the visitor's host is served by that site's internal route (design.md §4, §8): its fixed
  // routes, its page tree, else its 404 — with the site's shell, and status 404 in the server HTML.
  // "/site/1/…" typed by a visitor lands there too, as an unknown page of their own site.
  const target = new URL(`/site/${siteId}${pathname === '/' ? '' : pathname}`, request.url);
  target.search = request.nextUrl.search;
  return withLocale(request, securityHeaders(NextResponse.rewrite(target, { request: { headers } }), csp));
}

export const config = {
  matcher: ['/((?!api/|_next/|images/|fonts/|tarteaucitron/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|css|js|woff2?)$).*)'],
};
