import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { canonicalDetailPath, parseDetailPath } from './lib/site/detail-paths';
import { detailItemSlug, routingTreeOf } from './lib/site/routing';
import { listViewFromSearch, listViewSegments, type ListViewScreen } from './lib/site/list-view';
import { isFixedRoute, RESET_LINK_PATH, resetLinkToken } from './lib/fixed-routes';
import { loginRedirectFor } from './features/account/login-gate';
import { platformCall, TOKEN_COOKIE } from './lib/platform/core';
import { decodedOrNull, decodedPath, gateRefusal, siteOfHost } from './lib/request-gate';
import { sitePolicyFor } from './features/security';
import { adminPolicy, newNonce } from './features/security';
import { adminUserFor, isAdminPath } from './features/admin';

// Next 16's name for the middleware (design.md §5 "the request gate"). It refuses what names no site before
// anything is rendered (lib/request-gate.ts: a malformed Host or `%` escape 400, a host outside SITES 421), then
// resolves the site from the host and rewrites the paths that site serves — its fixed routes and its page tree —
// to the internal route `app/site/<site id>/…`, where pages are rendered once and cached: one cache entry per
// site and path, whatever Host names it (issue 12 §4). Any other path stays UNMATCHED, so Next answers it with
// `app/global-not-found.tsx`: status 404 with the French message in the server HTML (a notFound() thrown while
// rendering a page only sends an empty error document: design.md §8, vercel/next.js#62228). It also logs visit
// links. It is never a guard: server code checks roles itself. The Content-Security-Policy is per site on public
// pages (its trackers and owner-script origin: features/security, cached 60 s) and per response on the admin panel
// (a nonce); the other security headers are static (next.config.ts); the locale cookie is written in the browser.

/** A path no route matches: what `/site/…` typed by a visitor is sent to. */
const UNMATCHED = '/__introuvable';
/** A visit-link source: short and plain, so it can be put in a URL path as is. */
const SOURCE = /^[\w.-]{1,64}$/;

/**
 * Request headers a client may not choose: `x-middleware-subrequest` (Next ≤ 15.2.2 trusted it to skip the proxy,
 * CVE-2025-29927; 16 no longer reads it) and a Content-Security-Policy, from which Next takes the nonce it puts on
 * its scripts (a cached page would keep a visitor's nonce). Only the admin panel's own policy is passed on.
 */
const CLIENT_FORBIDDEN = ['x-middleware-subrequest', 'content-security-policy', 'content-security-policy-report-only'];

function cleanHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  for (const name of CLIENT_FORBIDDEN) headers.delete(name);
  return headers;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Issue 12 §4 and §8: nothing is rendered, cached or asked of the platform for a request that names no site.
  const site = siteOfHost(request.headers.get('host'));
  if ('refusal' in site) return gateRefusal(site.refusal);
  const path = decodedPath(pathname);
  if (path === null) return gateRefusal(400);
  const { siteId } = site;
  // The request's headers are overridden only when a client sent one of the forbidden ones: that makes Next copy
  // every header into the rewritten request, a cost per request (measured: ~0.1 ms of a cached page's ~1.2 ms).
  const forwarded = CLIENT_FORBIDDEN.some((name) => request.headers.has(name))
    ? { request: { headers: cleanHeaders(request.headers) } }
    : undefined;

  // Spec §4 "Visit link": `?from=<source>` is logged, then the page loads again without the query string.
  const from = request.nextUrl.searchParams.get('from');
  if (from !== null && request.method === 'GET') {
    if (SOURCE.test(from)) {
      await platformCall(`/site/visit/${encodeURIComponent(from)}`, z.unknown(), { siteId }).catch(() => undefined);
    }
    // The whole query string goes, as the spec says: a campaign's other parameters (utm_…) are the link's, not state
    // to keep, and a reload of the clean address logs nothing more.
    const clean = request.nextUrl.clone();
    clean.search = '';
    return NextResponse.redirect(clean, 303);
  }

  const withPolicy = async (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', await sitePolicyFor(siteId));
    return response;
  };
  // The admin panel (issue 5 §4): per visitor, never cached. Only a token the platform says is an ADMIN's or a
  // SUPER_ADMIN's (one GET /logged, on admin paths only) reaches app/admin; anyone else gets the same unmatched
  // path as any unknown URL, i.e. the real French 404 in the server HTML (status 404), not a hint that a panel
  // exists. app/admin's layout and server actions check the role again; the platform enforces 401/403 on calls.
  // Decoded paths, so an escaped letter (`/%61dmin`, `/%73ite/1/…`) cannot walk past these two checks.
  if (isAdminPath(`/${path}`)) {
    const token = request.cookies.get(TOKEN_COOKIE)?.value;
    const admin = await adminUserFor(siteId, token ? decodedOrNull(token) : null);
    if (!admin) return withPolicy(NextResponse.rewrite(new URL(UNMATCHED, request.url), forwarded));
    // Issue 12 §7: the panel's own policy, with a nonce for this response only. Next reads it from the request's
    // Content-Security-Policy header and puts it on its scripts; the browser reads the response's.
    const policy = adminPolicy(newNonce());
    const headers = cleanHeaders(request.headers);
    headers.set('Content-Security-Policy', policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', policy);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  }
  if (path === 'site' || path.startsWith('site/')) {
    return withPolicy(NextResponse.rewrite(new URL(UNMATCHED, request.url), forwarded));
  }
  // Issue 12 §4: every reset link goes to one cached page, the token moved to the fragment, which no server sees.
  // A rewrite would not do: a cached page's HTML carries the URL of the request that rendered it (Next's initial
  // router state), so the first visitor's token would have been sent to every later one.
  const resetToken = resetLinkToken(path);
  if (resetToken !== null) {
    const response = NextResponse.redirect(
      new URL(`/${RESET_LINK_PATH}#${encodeURIComponent(resetToken)}`, request.url),
      303,
    );
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  }
  // Issue 5 §3: a logged-out visitor of the personal space logs in first and comes back (a convenience:
  // the platform refuses a missing or stale token and the screen then redirects by itself).
  const login = loginRedirectFor(path, request.cookies.get(TOKEN_COOKIE)?.value);
  if (login) return NextResponse.redirect(new URL(login, request.url), 307);
  // Without the tree (API down), render the page route anyway: it shows the error screen.
  const tree = isFixedRoute(path) ? null : await routingTreeOf(siteId);
  const rewrite = (listScreen?: ListViewScreen) => {
    // The site's id, never the host name: a Host header cannot make a new cache entry (issue 12 §4).
    // A news or blog list's page and order become path segments (lib/site/list-view.ts): one cached page each.
    const segments = [
      ...(path ? path.split('/') : []),
      ...(listScreen ? listViewSegments(listViewFromSearch(listScreen, request.nextUrl.searchParams)) : []),
    ];
    const target = new URL(
      `/site/${siteId}${segments.length ? `/${segments.map(encodeURIComponent).join('/')}` : ''}`,
      request.url,
    );
    target.search = request.nextUrl.search;
    return withPolicy(NextResponse.rewrite(target, forwarded));
  };
  if (isFixedRoute(path) || tree === null) return rewrite();
  if (tree.paths.has(path)) return rewrite(listScreenOf(tree.lists.get(path)));
  // A menu entry that links elsewhere has no page: its own address goes where the menu goes (307: the owner may
  // change the link at any time).
  const linked = tree.links.get(path);
  if (linked) return withPolicy(NextResponse.redirect(new URL(linked, request.url), 307));
  // A detail page (`<list path>/<slug>-<id>`) exists only when its item does; a wrong slug goes to the right one.
  const detail = parseDetailPath(path, tree.lists, tree.elementRoutes);
  if (detail) {
    const slug = await detailItemSlug(siteId, detail);
    if (slug === undefined) return rewrite();
    if (slug !== null) {
      if (slug === detail.slug) return rewrite(detail.screen === 'blogFolders' ? 'blogFolders' : undefined);
      const canonical = request.nextUrl.clone();
      canonical.pathname = canonicalDetailPath(detail.listPath, slug, detail.id);
      return withPolicy(NextResponse.redirect(canonical, 308));
    }
  }
  return withPolicy(NextResponse.next(forwarded));
}

/** The screens whose lists are paged in the URL (news, the blog and its folders). */
const listScreenOf = (screen: string | undefined): ListViewScreen | undefined =>
  screen === 'news' || screen === 'blog' || screen === 'blogFolders' ? screen : undefined;

export const config = {
  matcher: [
    '/((?!api/|_next/|images/|fonts/|tarteaucitron/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|css|js|woff2?)$).*)',
  ],
};
