import { NextResponse, type NextRequest } from 'next/server';
import { servedPaths, type ServedNode } from './features/pages/tree';
import { siteFromEnv } from './lib/sites';

// Next 16's name for the middleware (design.md §5 "the request gate"): resolves the site from the host,
// lets through only the paths of that site's page tree (rewritten to the internal per-site route),
// and sets the security headers. It is not the only guard: server code re-checks what it needs.

const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';
const TREE_TTL_MS = 30_000;

interface SitePaths {
  paths: Set<string>;
  expires: number;
}
const treeCache = new Map<number, SitePaths>();

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

function securityHeaders(response: NextResponse): NextResponse {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('Content-Security-Policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'");
  if (process.env.NODE_ENV === 'production') {
    response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
  return response;
}

export async function proxy(request: NextRequest) {
  const siteId = siteFromEnv(request.headers.get('host'));
  const headers = new Headers(request.headers);
  headers.delete('x-middleware-subrequest');
  headers.set('x-site-id', String(siteId));
  const { pathname } = request.nextUrl;

  // The internal per-site route is never reachable from outside.
  if (pathname === '/site' || pathname.startsWith('/site/')) {
    return securityHeaders(NextResponse.rewrite(new URL('/_introuvable', request.url), { request: { headers } }));
  }

  // Spec §4 "Visit link": `?from=<source>` is logged, then the page loads again without the query string.
  const from = request.nextUrl.searchParams.get('from');
  if (from !== null && request.method === 'GET') {
    if (/^[\w.-]{1,64}$/.test(from)) {
      await fetch(`${API_URL}/site/visit/${encodeURIComponent(from)}`, { headers: { idSite: String(siteId) } }).catch(() => undefined);
    }
    const clean = request.nextUrl.clone();
    clean.searchParams.delete('from');
    return securityHeaders(NextResponse.redirect(clean, 303));
  }

  const path = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
  const paths = await pathsOf(siteId);
  // Without the tree (API down), render the page route anyway: it shows the error screen.
  if (paths === null || paths.has(path)) {
    const target = new URL(`/site/${siteId}${path ? `/${path}` : ''}`, request.url);
    target.search = request.nextUrl.search;
    return securityHeaders(NextResponse.rewrite(target, { request: { headers } }));
  }
  // Not in the tree: fixed routes match their own app route, anything else gets the server-rendered 404.
  return securityHeaders(NextResponse.next({ request: { headers } }));
}

export const config = {
  matcher: ['/((?!api/|_next/|fonts/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|css|js|woff2?)$).*)'],
};
