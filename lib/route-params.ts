import { notFound } from 'next/navigation';

/** Props of every route under `app/site/[site]/`: proxy.ts rewrites the visitor's host to this segment. */
export interface SiteRouteProps {
  params: Promise<{ site: string }>;
}

/** The site id of the internal per-site route; anything but a positive integer is a 404. */
export async function siteIdOf(params: Promise<{ site: string }>): Promise<number> {
  const { site } = await params;
  const siteId = Number(site);
  if (!Number.isInteger(siteId) || siteId <= 0) notFound();
  return siteId;
}
