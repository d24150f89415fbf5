import { cookies, headers } from 'next/headers';
import { siteFromEnv } from '@/lib/site/sites';
import { createPlatformClient } from './client';
import { platformBaseUrl, SERVER_TIMEOUT_MS, TOKEN_COOKIE } from './core';

export { SITE_COOKIE, TOKEN_COOKIE } from './core';

/**
 * The site of the current request, from its host; null for a host outside SITES (proxy.ts answers those 421, so
 * only a path the proxy does not run for gets here with one). Only for dynamic code (route handlers, the 404 page):
 * pages under app/site/[site] take the site from their segment so they stay cacheable.
 */
export async function currentSiteId(): Promise<number | null> {
  return siteFromEnv((await headers()).get('host'));
}

/** A server-side client of core.ts's platform: its address, headers and time limit. */
export const serverPlatform = (siteId: number, token: string | null = null) =>
  createPlatformClient({ baseURL: platformBaseUrl(), siteId, token, timeoutMs: SERVER_TIMEOUT_MS });

/** A client for public reads of one site: no token, so the answer is the same for every visitor. */
export const publicPlatform = (siteId: number) => serverPlatform(siteId);

/** A client for the current visitor: their token, taken from the HttpOnly cookie (spec §6, §7). */
export async function visitorPlatform() {
  const [siteId, jar] = await Promise.all([currentSiteId(), cookies()]);
  if (siteId === null) throw new Error('visitorPlatform: the request names no site (host outside SITES)');
  return serverPlatform(siteId, jar.get(TOKEN_COOKIE)?.value ?? null);
}
