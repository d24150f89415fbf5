import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sites } from '../db/schema';
import { resolveSession } from '../domain/accounts/sessions';
import type { ApiDeps, ApiEnv, SiteRef } from './context';
import { badRequest } from './errors';

/** Puts the database and config on every request. */
export function provideDeps(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set('deps', deps);
    c.set('db', deps.database.db);
    c.set('user', null);
    c.set('token', null);
    await next();
  };
}

/**
 * Resolves the `idSite` header (spec §7) to a site: missing, malformed or unknown → 400.
 * Sites are only created by the seed, so they are cached for the process' life.
 */
export function resolveSite(): MiddlewareHandler<ApiEnv> {
  const cache = new Map<number, SiteRef>();
  return async (c, next) => {
    const raw = c.req.header('idSite');
    if (!raw) throw badRequest('errors.siteMissing');
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw badRequest('errors.siteUnknown');
    let site = cache.get(id);
    if (!site) {
      const [row] = await c
        .get('db')
        .select({ id: sites.id, name: sites.name, isWinemaker: sites.isWinemaker, isECommerce: sites.isECommerce })
        .from(sites)
        .where(eq(sites.id, id));
      if (!row) throw badRequest('errors.siteUnknown');
      site = row;
      cache.set(id, site);
    }
    c.set('site', site);
    await next();
  };
}

/** `Authorization: Bearer <token>` or the bare token (spec §6: the header is taken from the token cookie). */
export function readToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 16 && token.length <= 256 ? token : null;
}

/**
 * Resolves the session of the request's token, on this site only. An unknown, expired or idle token
 * is simply anonymous here; routes that need a user answer 401. Each request of a live session keeps it
 * alive (domain/accounts/sessions.ts).
 */
export function resolveUser(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = readToken(c.req.header('Authorization'));
    if (token) {
      const user = await resolveSession(c.get('db'), c.get('site').id, token, c.get('deps').config.now());
      if (user) {
        c.set('user', user);
        c.set('token', token);
      }
    }
    await next();
  };
}
