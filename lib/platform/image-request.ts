/**
 * What the storefront's image route (app/images/[...path]/route.ts) forwards to the platform's image service and
 * what it answers with. Only the transformation parameter `tr` (spec §7: `w-640,h-400,q-75,f-webp`, checked by the
 * service, which answers a bad value with its own 400) and the browser's `Accept` (the service picks AVIF or WebP
 * by it) go upstream; the answer keeps its type, its cache lifetime, its sandbox policy and `Vary: Accept`, so a
 * shared cache never hands a WebP to a browser that asked for JPEG.
 */

/** The longest `tr` forwarded: the service refuses longer ones anyway. */
const MAX_TR = 200;

/** The upstream query: `tr` alone, when given. */
export function imageSearch(query: URLSearchParams): URLSearchParams | undefined {
  const tr = query.get('tr');
  return tr === null || tr === '' ? undefined : new URLSearchParams({ tr: tr.slice(0, MAX_TR) });
}

/** The headers sent upstream: `Accept` alone (no cookie, no authorization: pictures are public). */
export function imageRequestHeaders(request: Headers): Record<string, string> {
  const accept = request.get('accept');
  return accept ? { accept: accept.slice(0, 500) } : {};
}

const KEPT = ['content-type', 'cache-control', 'content-security-policy', 'vary', 'x-placeholder'] as const;

/** The headers of the storefront's answer, from the service's. */
export function imageResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of KEPT) {
    const value = upstream.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  return headers;
}
