/**
 * The storefront's Content-Security-Policies (issue 3 §7, issue 12 §7), built by proxy.ts. Pure, unit-tested.
 *
 * Public pages (`contentSecurityPolicy`, per site): they are rendered once and served from the cache to every
 * visitor (ISR), so a per-request nonce cannot be written into them; and Next's own inline scripts (the RSC
 * payload, `self.__next_f.push(…)`) differ from page to page and from one render to the next, so their hashes
 * cannot be listed either. Scripts are therefore allowed from 'self' and 'unsafe-inline', never 'unsafe-eval'
 * outside development. What the policy still does: no script, beacon, pixel or frame from any host the site did
 * not configure (the trackers registered in the consent banner, the owner's script address), no plugins, no
 * <base> at all, forms post only to the site, and no framing by other sites.
 *
 * The admin panel (`adminContentSecurityPolicy`): rendered per request (app/admin is dynamic), so each response
 * gets its own nonce, which Next puts on its scripts (it reads it from the request's Content-Security-Policy
 * header); 'strict-dynamic' lets those scripts load the chunks they need, and nothing else runs: no inline
 * script without the nonce (bar the root layout's one, by its hash), no tracker, no owner script, no frame.
 */

/** The extra hosts a site needs, per directive (origins such as `https://plausible.io`). */
export interface CspSources {
  script?: readonly string[];
  connect?: readonly string[];
  img?: readonly string[];
  frame?: readonly string[];
}

/** An origin or a wildcard host source (`https://*.google-analytics.com`); anything else is left out. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const clean = (hosts: readonly string[] | undefined) => [...new Set((hosts ?? []).filter((host) => SOURCE.test(host)))];

const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;
const HASH = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

type Directives = [string, string[]][];

function policy({
  script,
  sources,
  dev,
  framedBySelf,
}: {
  script: string[];
  sources: CspSources;
  dev: boolean;
  framedBySelf: boolean;
}): string {
  const directives: Directives = [
    ['default-src', ["'self'"]],
    ['script-src', [...script, ...(dev ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...clean(sources.img)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(dev ? ['ws:'] : []), ...clean(sources.connect)]],
    ['frame-src', ["'self'", ...clean(sources.frame)]],
    ['frame-ancestors', [framedBySelf ? "'self'" : "'none'"]],
    // No page needs <base>: none may be injected to reroute relative script and link addresses.
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** A public page's policy. 'unsafe-inline' scripts: cached pages carry no nonce (see above). 'unsafe-eval' only for `next dev`. */
export function contentSecurityPolicy(sources: CspSources = {}, { dev = false }: { dev?: boolean } = {}): string {
  return policy({ script: ["'self'", "'unsafe-inline'", ...clean(sources.script)], sources, dev, framedBySelf: true });
}

/**
 * The admin panel's policy: scripts only by this response's nonce (and what they load: 'strict-dynamic') or by
 * one of `scriptHashes` (`'sha256-…'`). `'self'` is only the fallback of browsers without 'strict-dynamic', which
 * ignore it otherwise. No third-party host in any directive; never framed, not even by the site.
 */
export function adminContentSecurityPolicy({
  nonce,
  scriptHashes = [],
  dev = false,
}: {
  nonce: string;
  scriptHashes?: readonly string[];
  dev?: boolean;
}): string {
  if (!NONCE.test(nonce)) throw new Error('adminContentSecurityPolicy: the nonce must be 16 or more base64 characters');
  const hashes = scriptHashes.filter((hash) => HASH.test(hash));
  return policy({
    script: [`'nonce-${nonce}'`, "'strict-dynamic'", ...hashes, "'self'"],
    sources: {},
    dev,
    framedBySelf: false,
  });
}

/** Directive by directive union of several sources. */
export function mergeSources(...all: CspSources[]): Required<CspSources> {
  const merged = { script: [] as string[], connect: [] as string[], img: [] as string[], frame: [] as string[] };
  for (const sources of all)
    for (const key of ['script', 'connect', 'img', 'frame'] as const) merged[key].push(...(sources[key] ?? []));
  return merged;
}
