import { notFound } from 'next/navigation';
import { isConfiguredSiteId } from '@/lib/site/sites';

/**
 * Props of every route under `app/site/[site]/`. proxy.ts rewrites each visitor path there with the id of the
 * site the host serves as the segment (`vins.localhost/nos-vins` → `/site/2/nos-vins`), so a page is rendered and
 * cached once per site, without reading headers, and no Host header can add a cache entry (issue 12 §4).
 */
export interface SiteRouteProps {
  params: Promise<{ site: string }>;
}

/** The site id of the segment: only a configured one (SITES, DEFAULT_SITE_ID: lib/site/sites.ts); anything else is a 404. */
export function siteIdFromSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return isConfiguredSiteId(id) ? id : null;
}

export async function siteIdOf(params: Promise<{ site: string }>): Promise<number> {
  const id = siteIdFromSegment((await params).site);
  // proxy.ts never rewrites to another segment, and answers `/site/…` typed by a visitor with the 404 itself.
  if (id === null) notFound();
  return id;
}
