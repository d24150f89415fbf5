/**
 * Which site a host name serves (design.md §5): the `SITES` map (`host=id,host=id`), else `DEFAULT_SITE_ID` when
 * it is set, else none (null): proxy.ts answers such a host 421 Misdirected Request (issue 12 §4).
 * The port is ignored, and so is the case.
 */
export function parseSites(raw: string | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const pair of (raw ?? '').split(',')) {
    const [host, id] = pair.split('=').map((part) => part.trim());
    const siteId = Number(id);
    if (host && Number.isInteger(siteId) && siteId > 0) map.set(host.toLowerCase(), siteId);
  }
  return map;
}

/** `DEFAULT_SITE_ID`: a positive integer, or null when unset, empty or anything else (opt-in). */
export function parseDefaultSiteId(raw: string | undefined): number | null {
  const trimmed = (raw ?? '').trim();
  if (!/^[1-9]\d{0,9}$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function siteIdForHost(
  host: string | null,
  sites: Map<string, number>,
  defaultSiteId: number | null,
): number | null {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return sites.get(name) ?? defaultSiteId;
}

export const DEFAULT_SITES = 'localhost=1,127.0.0.1=1,salon.localhost=1,vins.localhost=2';

interface SiteConfig {
  sites: Map<string, number>;
  defaultSiteId: number | null;
  ids: ReadonlySet<number>;
}
let config: (SiteConfig & { key: string }) | null = null;

/** The environment's map, parsed once (again only if the variables change, as tests do). */
function siteConfig(): SiteConfig {
  const rawSites = process.env.SITES ?? DEFAULT_SITES;
  const rawDefault = process.env.DEFAULT_SITE_ID;
  const key = `${rawSites}\n${rawDefault ?? ''}`;
  if (config?.key !== key) {
    const sites = parseSites(rawSites);
    const defaultSiteId = parseDefaultSiteId(rawDefault);
    const ids = new Set([...sites.values(), ...(defaultSiteId === null ? [] : [defaultSiteId])]);
    config = { key, sites, defaultSiteId, ids };
  }
  return config;
}

/** The site `host` serves, or null: a host outside SITES while DEFAULT_SITE_ID is unset. */
export function siteFromEnv(host: string | null): number | null {
  const { sites, defaultSiteId } = siteConfig();
  return siteIdForHost(host, sites, defaultSiteId);
}

/** Whether `id` is one of the sites this storefront serves (a value of SITES, or DEFAULT_SITE_ID). */
export const isConfiguredSiteId = (id: number): boolean => siteConfig().ids.has(id);
