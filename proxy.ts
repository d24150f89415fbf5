import { NextResponse, type NextRequest } from 'next/server';
import { siteFromEnv } from './lib/sites';

// Next 16's name for the middleware (design.md §5 "the request gate"). Routing by host is a rewrite rule
// and the security headers are static (next.config.ts), so cached pages never pay for a proxy run: this
// only handles spec §4's visit links. It is never a guard: server code checks roles and the token itself.

const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';
/** A visit-link source: short and plain, so it can be put in a URL path as is. */
const SOURCE = /^[\w.-]{1,64}$/;

export async function proxy(request: NextRequest) {
  // Spec §4 "Visit link": `?from=<source>` is logged, then the page loads again without the query string.
  const from = request.nextUrl.searchParams.get('from');
  if (from === null || request.method !== 'GET') return NextResponse.next();
  if (SOURCE.test(from)) {
    const siteId = siteFromEnv(request.headers.get('host'));
    await fetch(`${API_URL}/site/visit/${encodeURIComponent(from)}`, { headers: { idSite: String(siteId) } }).catch(() => undefined);
  }
  const clean = request.nextUrl.clone();
  clean.searchParams.delete('from');
  return NextResponse.redirect(clean, 303);
}

export const config = {
  matcher: [{ source: '/((?!api/|_next/|images/|fonts/|tarteaucitron/).*)', has: [{ type: 'query', key: 'from' }] }],
};
