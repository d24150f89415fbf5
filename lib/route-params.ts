import { siteFromEnv } from './sites';

/**
 * Props of every route under `app/site/[site]/`. next.config.ts rewrites each visitor path there with the
 * request's host name as the segment (`/site/vins.localhost/…`), so a page is rendered and cached per host
 * without reading headers.
 */
export interface SiteRouteProps {
  params: Promise<{ site: string }>;
}

/** The site id the segment's host name serves (SITES, else DEFAULT_SITE_ID: lib/sites.ts). */
export async function siteIdOf(params: Promise<{ site: string }>): Promise<number> {
  const { site } = await params;
  return siteFromEnv(decodeURIComponent(site));
}
