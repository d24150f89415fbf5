import { cookies, headers } from 'next/headers';
import { siteFromEnv } from '../sites';
import { createPlatformClient } from './client';

/** The platform API the storefront's server talks to (design.md §2: the local API by default). */
export const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';
/** Cookies of spec §6: the session token (HttpOnly) and the site id. */
export const TOKEN_COOKIE = 'token';
export const SITE_COOKIE = 'idSite';
/**
 * The site of the current request, from its host; null for a host outside SITES (proxy.ts answers those 421, so
 * only a path the proxy does not run for gets here with one). Only for dynamic code (route handlers, the 404 page):
 * pages under app/site/[site] take the site from their segment so they stay cacheable.
 */
export async function currentSiteId(): Promise<number | null> {
  return siteFromEnv((await headers()).get('host'));
}

/** A client for public reads of one site: no token, so the answer is the same for every visitor. */
export const publicPlatform = (siteId: number) => createPlatformClient({ baseURL: API_URL, siteId });

/** A client for the current visitor: their token, taken from the HttpOnly cookie (spec §6, §7). */
export async function visitorPlatform() {
  const [siteId, jar] = await Promise.all([currentSiteId(), cookies()]);
  if (siteId === null) throw new Error('visitorPlatform: the request names no site (host outside SITES)');
  return createPlatformClient({ baseURL: API_URL, siteId, token: jar.get(TOKEN_COOKIE)?.value ?? null });
}
