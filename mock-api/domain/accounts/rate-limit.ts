import { and, asc, count, eq, gt, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { LOGIN_LIMITS, scaledMax } from '../rate-limit-rules';
import { addressKey, assertUnderLimit, recordEvent } from '../rate-limits';

export { clientAddress } from '../rate-limits';

// Failed logins are limited three ways (thresholds: ../rate-limit-rules.ts):
// - per e-mail and client address: 5 failures a minute (LOGIN_LIMITS.pair);
// - per e-mail, whatever the address: exponential backoff after 10 failures in 24 h (LOGIN_LIMITS.account),
//   so many passwords tried on one account from many addresses slow down;
// - per client address, whatever the e-mail: 30 failures in 15 minutes (RATE_LIMITS.loginAddress), so one
//   password tried over many e-mails stops.
// Each refuses with 429 even with the right password.

export const MAX_LOGIN_FAILURES = LOGIN_LIMITS.pair.max;
export const FAILURE_WINDOW_MS = LOGIN_LIMITS.pair.windowMs;

export interface Attempt {
  siteId: number;
  email: string;
  address: string;
  now: Date;
  /** config.rateLimitFactor: scales the per-account and per-address limits, not the per-pair one. */
  factor?: number;
}

const tooManyAttempts = (retryAfter: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return seconds < 120
    ? ApiError.of(429, 'accounts.tooManyAttempts', { seconds }, { retryAfter: seconds })
    : ApiError.of(429, 'limits.tooManyLoginsMinutes', { minutes: Math.ceil(seconds / 60) }, { retryAfter: seconds });
};

/**
 * How long an account waits after its latest failure, given its failures of the last 24 h:
 * nothing up to `free`, then 1 s, 2 s, 4 s… doubling, at most 15 minutes.
 */
export function accountBackoffMs(failures: number, free: number): number {
  if (failures < free) return 0;
  const { baseDelayMs, maxDelayMs } = LOGIN_LIMITS.account;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - free, 30));
}

async function assertPairNotLimited(db: DbOrTx, attempt: Attempt): Promise<void> {
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
  throw tooManyAttempts(
    ((oldest?.at.getTime() ?? attempt.now.getTime()) + FAILURE_WINDOW_MS - attempt.now.getTime()) / 1000,
  );
}

async function assertAccountNotLimited(db: DbOrTx, attempt: Attempt): Promise<void> {
  const since = new Date(attempt.now.getTime() - LOGIN_LIMITS.account.windowMs);
  const [row] = await db
    .select({ failures: count(), latest: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.siteId, attempt.siteId),
        eq(loginFailures.email, attempt.email),
        gt(loginFailures.createdAt, since),
      ),
    );
  const delay = accountBackoffMs(
    Number(row?.failures ?? 0),
    scaledMax(LOGIN_LIMITS.account.freeFailures, attempt.factor),
  );
  if (delay === 0 || !row?.latest) return;
  // max() comes back as a string from some drivers.
  const wait = new Date(row.latest).getTime() + delay - attempt.now.getTime();
  if (wait > 0) throw tooManyAttempts(wait / 1000);
}

/** Refuses (429) an attempt that any of the three limits holds back. */
export async function assertNotLimited(db: DbOrTx, attempt: Attempt): Promise<void> {
  await assertPairNotLimited(db, attempt);
  await assertAccountNotLimited(db, attempt);
  const byAddress = {
    siteId: attempt.siteId,
    key: addressKey(attempt.address),
    now: attempt.now,
    factor: attempt.factor,
  };
  await assertUnderLimit(db, 'loginAddress', byAddress, tooManyAttempts);
}

/** Records a failure (for the three limits) and prunes the site's failures older than the longest window. */
export async function recordFailure(db: DbOrTx, attempt: Attempt): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ siteId: attempt.siteId, email: attempt.email, address: attempt.address, createdAt: attempt.now });
  await recordEvent(db, 'loginAddress', { siteId: attempt.siteId, key: addressKey(attempt.address), now: attempt.now });
  const before = new Date(attempt.now.getTime() - LOGIN_LIMITS.account.windowMs);
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.siteId, attempt.siteId), lte(loginFailures.createdAt, before)));
}

/**
 * A success forgets the failures of this e-mail from this address (the member's own typos). Failures from
 * other addresses keep counting towards the account's backoff, and the address's failures on other e-mails
 * towards its own limit.
 */
export async function clearFailures(db: DbOrTx, attempt: Attempt): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.siteId, attempt.siteId),
        eq(loginFailures.email, attempt.email),
        eq(loginFailures.address, attempt.address),
      ),
    );
}
