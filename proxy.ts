import { NextResponse, type NextRequest } from 'next/server';
import { servedPaths, type ServedNode } from './features/pages/tree';
import { isFixedRoute } from './lib/fixed-routes';
import { loginRedirectFor, SESSION_COOKIE } from './features/account/login-gate';
import { siteFromEnv } from './lib/sites';
import { sitePolicyFor } from './features/security/site-policy';

// Next 16's name for the middleware (design.md §5 "the request gate"). It resolves the site from the host
// and rewrites the paths that site serves — its fixed routes and its page tree — to the internal route
// `app/site/<host>/…`, where pages are rendered once and cached. Any other path stays UNMATCHED, so Next
// answers it with `app/global-not-found.tsx`: status 404 with the French message in the server HTML
// (a notFound() thrown while rendering a page only sends an empty error document: design.md §8,
// vercel/next.js#62228). It also logs visit links. It is never a guard: server code checks roles itself.
// The Content-Security-Policy is per site (its trackers and owner-script origin: features/security, cached
// 60 s); the other security headers are static (next.config.ts); the locale cookie is written in the browser.

const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';
const TREE_TTL_MS = 30_000;
/** A path no route matches: what `/site/…` typed by a visitor is sent to. */
const UNMATCHED = '/__introuvable';
/** A visit-link source: short and plain, so it can be put in a URL path as is. */
const SOURCE = /^[\w.-]{1,64}$/;

const treeCache = new Map<number, { paths: Set<string>; expires: number }>();

/** The paths the site's page tree serves (30 s cache); null when the API cannot say. */
async function pathsOf(siteId: number): Promise<Set<string> | null> {
  const hit = treeCache.get(siteId);
  if (hit && hit.expires > Date.now()) return hit.paths;
  try {
    const response = await fetch(`${API_URL}/page`, { headers: { idSite: String(siteId), userLang: 'fr_FR' } });
    const body = (await response.json()) as { success: boolean; data: ServedNode[] };
    if (!body.success) return null;
    const paths = servedPaths(body.data);
    treeCache.set(siteId, { paths, expires: Date.now() + TREE_TTL_MS });
    return paths;
  } catch {
    return null;
  }
}

export async function proxy(request: NextRequest) {
  const host = request.headers.get('host');
  const siteId = siteFromEnv(host);
  const headers = new Headers(request.headers);
  headers.delete('x-middleware-subrequest');
  const { pathname } = request.nextUrl;

  // Spec §4 "Visit link": `?from=<source>` is logged, then the page loads again without the query string.
  const from = request.nextUrl.searchParams.get('from');
  if (from !== null && request.method === 'GET') {
    if (SOURCE.test(from)) {
      await fetch(`${API_URL}/site/visit/${encodeURIComponent(from)}`, { headers: { idSite: String(siteId) } }).catch(() => undefined);
    }
    const clean = request.nextUrl.clone();
    clean.searchParams.delete('from');
    return NextResponse.redirect(clean, 303);
  }

  const withPolicy = async (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', await sitePolicyFor(siteId));
    return response;
  };
  if (pathname === '/site' || pathname.startsWith('/site/')) {
    return withPolicy(NextResponse.rewrite(new URL(UNMATCHED, request.url), { request: { headers } }));
  }
  const path = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
  // Issue 5 §3: a logged-out visitor of the personal space logs in first and comes back (a convenience:
  // the platform refuses a missing or stale token and the screen then redirects by itself).
  const login = loginRedirectFor(path, request.cookies.get(SESSION_COOKIE)?.value);
  if (login) return NextResponse.redirect(new URL(login, request.url), 307);
  // Without the tree (API down), render the page route anyway: it shows the error screen.
  const paths = isFixedRoute(path) ? null : await pathsOf(siteId);
  if (isFixedRoute(path) || paths === null || paths.has(path)) {
    const hostName = (host ?? 'localhost').split(':')[0]!.toLowerCase();
    const target = new URL(`/site/${encodeURIComponent(hostName)}${path ? `/${path}` : ''}`, request.url);
    target.search = request.nextUrl.search;
    return withPolicy(NextResponse.rewrite(target, { request: { headers } }));
  }
  return withPolicy(NextResponse.next({ request: { headers } }));
}

export const config = {
  matcher: ['/((?!api/|_next/|images/|fonts/|tarteaucitron/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|css|js|woff2?)$).*)'],
};
