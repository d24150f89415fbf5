import { consentServices, trackerSources } from '@/features/consent/services';
import { ownerScriptOrigin } from '@/features/owner-code/owner-script';
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
  return contentSecurityPolicy(mergeSources(trackerSources(consentServices(parameters)), { script: owner ? [owner] : [] }), { dev });
}

const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';

/** `GET /parameter` (spec §7) as type → value, read straight from the API: the proxy has no Next cache. */
async function readParameters(siteId: number, signal: AbortSignal): Promise<Parameters> {
  const response = await fetch(`${API_URL}/parameter`, { headers: { idSite: String(siteId), userLang: 'fr_FR' }, signal });
  const body = (await response.json()) as { success?: boolean; data?: unknown };
  if (!response.ok || !body.success || !Array.isArray(body.data)) throw new Error(`GET /parameter: ${response.status}`);
  const entries = body.data.flatMap((row: { type?: unknown; value?: unknown }) =>
    typeof row?.type === 'string' ? [[row.type, typeof row.value === 'string' ? row.value : null] as const] : [],
  );
  return Object.fromEntries(entries);
}

/**
 * Policies per site, kept 60 s (the storefront's pages are refreshed within 300 s anyway): a parameter
 * change reaches the header within a minute without any call per request. If the API cannot be read, the
 * base policy (no third-party host) is used: trackers and an external owner script are then blocked,
 * never anything of the site itself.
 */
const cache = createPolicyCache({
  load: async (siteId, signal) => sitePolicy(await readParameters(siteId, signal)),
  fallback: sitePolicy({}),
  ttlMs: 60_000,
  failureTtlMs: 5_000,
  timeoutMs: 1_500,
});

export const sitePolicyFor = (siteId: number): Promise<string> => cache.get(siteId);
