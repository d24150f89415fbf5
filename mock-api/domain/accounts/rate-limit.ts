import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';
import type { ApiEnv } from '../../http/context';
import { ApiError } from '../../http/errors';

export const MAX_LOGIN_FAILURES = 5;
export const FAILURE_WINDOW_MS = 60_000;

/**
 * The client's address: the first X-Forwarded-For value (the storefront's server forwards it,
 * and the API listens on loopback only, so the header cannot come from elsewhere), else the socket's.
 */
export function clientAddress(c: Context<ApiEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress?.slice(0, 64) ?? 'unknown';
}

export interface Attempt {
  siteId: number;
  email: string;
  address: string;
  now: Date;
}

/** Refuses (429) when 5 attempts failed within the last minute for this e-mail and address. */
export async function assertNotLimited(db: DbOrTx, attempt: Attempt): Promise<void> {
  const since = new Date(attempt.now.getTime() - FAILURE_WINDOW_MS);
  const where = and(
    eq(loginFailures.siteId, attempt.siteId),
    eq(loginFailures.email, attempt.email),
    eq(loginFailures.address, attempt.address),
    gt(loginFailures.createdAt, since),
  );
  const [row] = await db.select({ failures: count() }).from(loginFailures).where(where);
  if (Number(row?.failures ?? 0) < MAX_LOGIN_FAILURES) return;
  const [oldest] = await db
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(where)
    .orderBy(asc(loginFailures.createdAt))
    .limit(1);
  const retryAfter = Math.max(1, Math.ceil(((oldest?.at.getTime() ?? attempt.now.getTime()) + FAILURE_WINDOW_MS - attempt.now.getTime()) / 1000));
  throw ApiError.of(429, 'accounts.tooManyAttempts', { seconds: retryAfter }, { retryAfter });
}

/** Records a failure and prunes the site's failures older than the window. */
export async function recordFailure(db: DbOrTx, attempt: Attempt): Promise<void> {
  await db.insert(loginFailures).values({ siteId: attempt.siteId, email: attempt.email, address: attempt.address, createdAt: attempt.now });
  const before = new Date(attempt.now.getTime() - FAILURE_WINDOW_MS);
  await db.delete(loginFailures).where(and(eq(loginFailures.siteId, attempt.siteId), lte(loginFailures.createdAt, before)));
}

/** A success forgets the failures of this e-mail and address. */
export async function clearFailures(db: DbOrTx, attempt: Attempt): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.siteId, attempt.siteId), eq(loginFailures.email, attempt.email), eq(loginFailures.address, attempt.address)));
}
