/**
 * Which site a host name serves (design.md §5): the `SITES` map (`host=id,host=id`), else `DEFAULT_SITE_ID`.
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

export function siteIdForHost(host: string | null, sites: Map<string, number>, defaultSiteId: number): number {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return sites.get(name) ?? defaultSiteId;
}

export const DEFAULT_SITES = 'localhost=1,127.0.0.1=1,salon.localhost=1,vins.localhost=2';

export function siteFromEnv(host: string | null): number {
  const sites = parseSites(process.env.SITES ?? DEFAULT_SITES);
  const fallback = Number(process.env.DEFAULT_SITE_ID ?? 1);
  return siteIdForHost(host, sites, Number.isInteger(fallback) && fallback > 0 ? fallback : 1);
}
