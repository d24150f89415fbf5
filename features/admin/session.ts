import { cache } from 'react';
import { cookies } from 'next/headers';
import { TOKEN_COOKIE, currentSiteId, serverPlatform } from '@/lib/platform/server';
import { decodedOrNull } from '@/lib/request-gate';
import { adminUserFor, type AdminUser } from './access';

export interface AdminSession {
  siteId: number;
  user: AdminUser;
  /** A platform client carrying the admin's token (server side only: the browser never sees it). */
  platform: ReturnType<typeof serverPlatform>;
}

/**
 * The second gate (defense in depth, issue 5 §4 "checked on the server for every admin page and call"):
 * proxy.ts already let only admins reach /admin, but every admin layout render and server action asks the
 * platform again who the token belongs to. Once per request (React cache).
 */
export const adminSession = cache(async (): Promise<AdminSession | null> => {
  const [siteId, jar] = await Promise.all([currentSiteId(), cookies()]);
  if (siteId === null) return null;
  const raw = jar.get(TOKEN_COOKIE)?.value;
  const token = raw ? decodedOrNull(raw) : null;
  const user = await adminUserFor(siteId, token);
  if (!user || !token) return null;
  return { siteId, user, platform: serverPlatform(siteId, token) };
});
