import { readGateParameters } from '@/lib/site/gate-parameters';
import { consentServices, trackerSources } from '@/features/consent';
import { ownerScriptOrigin } from '@/features/owner-code';
import { contentSecurityPolicy, mergeSources } from './content-security-policy';
import { createPolicyCache } from './policy-cache';

type Parameters = Readonly<Record<string, string | null | undefined>>;

/**
 * A site's Content-Security-Policy from its parameters: the base policy plus the hosts of the trackers its
 * consent banner registers (features/consent/services.ts) and the origin of its owner script, if that is an
 * address. Pure.
 */
export function sitePolicy(parameters: Parameters, dev = process.env.NODE_ENV !== 'production'): string {
  const owner = ownerScriptOrigin(parameters);
  return contentSecurityPolicy(
    mergeSources(trackerSources(consentServices(parameters)), { script: owner ? [owner] : [] }),
    { dev },
  );
}

/**
 * Policies per site, kept 60 s (the storefront's pages are refreshed within 300 s anyway): a parameter
 * change reaches the header within a minute without any call per request. If the API cannot be read, the
 * base policy (no third-party host) is used: trackers and an external owner script are then blocked,
 * never anything of the site itself.
 */
const cache = createPolicyCache({
  load: async (siteId, signal) => sitePolicy(await readGateParameters(siteId, signal)),
  fallback: sitePolicy({}),
  ttlMs: 60_000,
  failureTtlMs: 5_000,
  timeoutMs: 1_500,
});

export const sitePolicyFor = (siteId: number): Promise<string> => cache.get(siteId);
