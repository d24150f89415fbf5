import type { Metadata } from 'next';
import type { PageDetail, SiteInfo } from '@/lib/platform/schemas/site';
import { getParameters } from '@/lib/site/parameters';
import { getSiteInfo } from '@/lib/site/site-info';
import { pageMetadata, routeMetadata, siteMetadata, type RouteMetadataInput } from './page-metadata';

/**
 * The site info for search metadata, or null when the platform cannot give it: a page then goes out
 * without absolute URLs (canonical, og:url) rather than failing, and is refreshed with the next render.
 */
export async function seoSiteInfo(siteId: number): Promise<SiteInfo | null> {
  try {
    return await getSiteInfo(siteId);
  } catch {
    return null;
  }
}

/** generateMetadata of the per-site layout. */
export async function siteLayoutMetadata(siteId: number): Promise<Metadata> {
  const [parameters, info] = await Promise.all([getParameters(siteId), seoSiteInfo(siteId)]);
  return siteMetadata(parameters, info);
}

/**
 * generateMetadata of a page of the tree. `query`: the list view a news or blog page shows (`?page=2`,
 * lib/site/list-view.ts); each page of a list is its own canonical URL (it shows other items than page 1).
 */
export async function treePageMetadata(siteId: number, page: PageDetail, query = ''): Promise<Metadata> {
  const [parameters, info] = await Promise.all([getParameters(siteId), seoSiteInfo(siteId)]);
  const metadata = pageMetadata({ page, parameters, info });
  const canonical = metadata.alternates?.canonical;
  if (!query || typeof canonical !== 'string') return metadata;
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical: `${canonical}${query}` },
    openGraph: { ...metadata.openGraph, url: `${canonical}${query}` },
  };
}

/** generateMetadata of a fixed route (legal texts, cart…): canonical and Open Graph from the site's production URL. */
export async function fixedRouteMetadata(
  siteId: number,
  input: Omit<RouteMetadataInput, 'parameters' | 'info'>,
): Promise<Metadata> {
  const [parameters, info] = await Promise.all([getParameters(siteId), seoSiteInfo(siteId)]);
  return routeMetadata({ ...input, parameters, info });
}
