/**
 * The storefront's Content-Security-Policy (issue 3 §7), built per site by proxy.ts. Pure, unit-tested.
 *
 * Pages are rendered once and served from the cache to every visitor (ISR), so a per-request nonce cannot
 * be written into them, and Next's own inline scripts (the RSC payload, `self.__next_f.push`) must run:
 * scripts are therefore allowed from 'self' and 'unsafe-inline', never 'unsafe-eval' outside development.
 * What the policy still does: no script, beacon, pixel or frame from any host the site did not configure
 * (the trackers registered in the consent banner, the owner's script address), no plugins, no <base>
 * hijack, forms post only to the site, and no framing by other sites.
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

export function contentSecurityPolicy(sources: CspSources = {}, { dev = false }: { dev?: boolean } = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'unsafe-inline': cached pages carry no nonce (see above). 'unsafe-eval' only for `next dev`.
    ['script-src', ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...clean(sources.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...clean(sources.img)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(dev ? ['ws:'] : []), ...clean(sources.connect)]],
    ['frame-src', ["'self'", ...clean(sources.frame)]],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Directive by directive union of several sources. */
export function mergeSources(...all: CspSources[]): Required<CspSources> {
  const merged = { script: [] as string[], connect: [] as string[], img: [] as string[], frame: [] as string[] };
  for (const sources of all) for (const key of ['script', 'connect', 'img', 'frame'] as const) merged[key].push(...(sources[key] ?? []));
  return merged;
}
