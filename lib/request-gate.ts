import messages from '@/messages/fr.json';
import { siteFromEnv } from '@/lib/site/sites';

/**
 * The checks every storefront request passes before anything is rendered or cached (issue 12 §4 and §8), shared by
 * proxy.ts and the route handlers the proxy does not run for (sitemap.xml, robots.txt, images, fonts).
 *
 * - A Host that is not a host name (dot segments, slashes, spaces, an empty label, a bad port) or a path with a
 *   malformed `%` escape: 400, a short French text. Never a 500, never a page.
 * - A host outside SITES (and no DEFAULT_SITE_ID): 421 Misdirected Request. There is no site to show, so the answer
 *   is plain text, without a shell; and no page is rendered for it, so a forged Host cannot add a cache entry.
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A DNS name (an optional final dot) or a bracketed IPv6 literal, then an optional port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]{2,45}\\])(?::\\d{1,5})?$`, 'i');

/** Whether a Host header names a host: `vins.localhost:3000`, `127.0.0.1`, `[::1]:3000`; not `..`, `a/../b`, ``. */
export const isWellFormedHost = (host: string | null): host is string =>
  host !== null && host.length <= 260 && HOST.test(host);

/**
 * The request path percent-decoded, without leading or trailing slashes (`femme/balayage`), or null when an
 * escape is malformed (`%zz`, a cut `%E0%A4%A`, bytes that are not UTF-8).
 */
export function decodedPath(pathname: string): string | null {
  return decodedOrNull(pathname)?.replace(/^\/+|\/+$/g, '') ?? null;
}

/** `decodeURIComponent`, or null instead of a URIError on a malformed escape (paths, cookie values). */
export function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export type GateRefusal = 400 | 421;

const REFUSALS: Record<GateRefusal, string> = { 400: messages.gate.badRequest, 421: messages.gate.misdirected };

/** The gate's answer: plain French text, never cached, nothing to run or frame. */
export function gateRefusal(status: GateRefusal): Response {
  return new Response(REFUSALS[status], {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    },
  });
}

/** The site a Host header names, or the refusal it gets (400 malformed, 421 unknown). */
export function siteOfHost(host: string | null): { siteId: number } | { refusal: GateRefusal } {
  if (!isWellFormedHost(host)) return { refusal: 400 };
  const siteId = siteFromEnv(host);
  return siteId === null ? { refusal: 421 } : { siteId };
}

/** For route handlers: the request's site, or the gate's refusal as a response. */
export function siteOfRequest(request: Request): number | Response {
  const site = siteOfHost(request.headers.get('host'));
  return 'refusal' in site ? gateRefusal(site.refusal) : site.siteId;
}
