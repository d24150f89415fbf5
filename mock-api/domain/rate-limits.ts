import { isIPv4, isIPv6 } from 'node:net';
import { and, asc, eq, gt, lte, sum } from 'drizzle-orm';
import type { Context } from 'hono';
import type { DbOrTx } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import type { ApiConfig, ApiEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { RATE_LIMITS, scaledMax, type RateLimitName } from './rate-limit-rules';

// One small generic limiter for every anti-automation limit: events per (site, action, key) in the
// rate_limit_event table, counted over a sliding window and pruned as new ones come in.

const socketAddress = (c: Context<ApiEnv>) =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\./.test(address);

/**
 * The client's address. The storefront's server overwrites X-Forwarded-For with the address it took from its
 * own socket (or its trusted proxies), and this API listens on 127.0.0.1 only (server.ts): only a process of
 * this machine can reach it, so the header is trusted — but only from a loopback peer; any other peer
 * (an API started on another interface by mistake) is counted by its socket address, whatever it claims.
 * With no socket at all (app.request() in tests) the header is taken as is.
 */
export function clientAddress(c: Context<ApiEnv>): string {
  const peer = socketAddress(c);
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && (peer === undefined || isLoopback(peer))) return forwarded.slice(0, 64);
  return peer?.slice(0, 64) ?? 'unknown';
}

/** The eight groups of an IPv6 address, or null. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0]!;
  // A trailing dotted IPv4 (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The key an address is counted under: an IPv4 address as is (also when written ::ffff:a.b.c.d), an IPv6
 * address by its /64, since one subscriber usually holds a whole /64 and could otherwise dodge the limit by
 * changing the lower half. Anything else (already a key, `unknown`) as is.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 64);
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export interface LimitedEvent {
  siteId: number;
  /** A client address (through addressKey) or a target, e.g. a lower-cased e-mail. */
  key: string;
  now: Date;
  /** config.rateLimitFactor. */
  factor?: number;
  /** How much this event counts (default 1). */
  weight?: number;
}

/** The French 429: seconds under two minutes, whole minutes beyond; `data.retryAfter` (and the Retry-After header, app.ts) in seconds. */
export function tooManyRequests(retryAfter: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return seconds < 120
    ? ApiError.of(429, 'limits.tooManyRequests', { seconds }, { retryAfter: seconds })
    : ApiError.of(429, 'limits.tooManyRequestsMinutes', { minutes: Math.ceil(seconds / 60) }, { retryAfter: seconds });
}

const where = (name: RateLimitName, event: LimitedEvent, since: Date) =>
  and(
    eq(rateLimitEvents.siteId, event.siteId),
    eq(rateLimitEvents.action, name),
    eq(rateLimitEvents.key, event.key.slice(0, 320)),
    gt(rateLimitEvents.createdAt, since),
  );

/**
 * Seconds until enough of the window's events have aged out for `weight` more to fit under `max`
 * (the whole window when the weight alone is over it).
 */
async function secondsUntilRoom(
  db: DbOrTx,
  name: RateLimitName,
  event: LimitedEvent,
  max: number,
  weight: number,
): Promise<number> {
  const rule = RATE_LIMITS[name];
  const rows = await db
    .select({ at: rateLimitEvents.createdAt, weight: rateLimitEvents.weight })
    .from(rateLimitEvents)
    .where(where(name, event, new Date(event.now.getTime() - rule.windowMs)))
    .orderBy(asc(rateLimitEvents.createdAt));
  let left = rows.reduce((total, row) => total + row.weight, 0);
  for (const row of rows) {
    left -= row.weight;
    if (left + weight <= max) return (row.at.getTime() + rule.windowMs - event.now.getTime()) / 1000;
  }
  return rule.windowMs / 1000;
}

async function windowTotal(db: DbOrTx, name: RateLimitName, event: LimitedEvent): Promise<number> {
  const since = new Date(event.now.getTime() - RATE_LIMITS[name].windowMs);
  const [row] = await db
    .select({ total: sum(rateLimitEvents.weight) })
    .from(rateLimitEvents)
    .where(where(name, event, since));
  return Number(row?.total ?? 0);
}

/** Records an event and deletes this site's events of the same rule that left the window. */
export async function recordEvent(db: DbOrTx, name: RateLimitName, event: LimitedEvent): Promise<number> {
  const [row] = await db
    .insert(rateLimitEvents)
    .values({
      siteId: event.siteId,
      action: name,
      key: event.key.slice(0, 320),
      weight: event.weight ?? 1,
      createdAt: event.now,
    })
    .returning({ id: rateLimitEvents.id });
  const before = new Date(event.now.getTime() - RATE_LIMITS[name].windowMs);
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.siteId, event.siteId),
        eq(rateLimitEvents.action, name),
        lte(rateLimitEvents.createdAt, before),
      ),
    );
  return row!.id;
}

/**
 * Refuses (429, worded by `refusal`) when the rule's window is already full: for limits that count failures,
 * checked before trying.
 */
export async function assertUnderLimit(
  db: DbOrTx,
  name: RateLimitName,
  event: LimitedEvent,
  refusal: (retryAfter: number) => ApiError = tooManyRequests,
): Promise<void> {
  const max = scaledMax(RATE_LIMITS[name].max, event.factor);
  if ((await windowTotal(db, name, event)) < max) return;
  throw refusal(await secondsUntilRoom(db, name, event, max, 1));
}

/**
 * Takes `weight` from the rule's allowance, or refuses with 429. The event is written first and then the
 * window counted, so concurrent requests cannot all slip under the limit; a refused event is taken back
 * (a refusal costs nothing, and the Retry-After it gives is true).
 */
export async function spend(db: DbOrTx, name: RateLimitName, event: LimitedEvent): Promise<void> {
  const max = scaledMax(RATE_LIMITS[name].max, event.factor);
  const weight = event.weight ?? 1;
  const id = await recordEvent(db, name, event);
  if ((await windowTotal(db, name, event)) <= max) return;
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
  throw tooManyRequests(await secondsUntilRoom(db, name, event, max, weight));
}

/** One limit of a route: on the client's address, or on a target (an e-mail) when `target` is given. */
export interface RouteLimit {
  rule: RateLimitName;
  target?: string;
  /** How much this request counts (default 1; 0 skips the rule, e.g. a submission without files). */
  weight?: number;
}

/**
 * A route's limits, in order (the client's address first, then the target): each spends from its rule, or
 * the request is refused with 429 before anything is written or sent. An address refused on a target has
 * still spent from its own allowance.
 */
export async function limitRequest(
  ctx: { c: Context<ApiEnv>; db: DbOrTx; site: { id: number }; config: ApiConfig },
  limits: readonly RouteLimit[],
): Promise<void> {
  const now = ctx.config.now();
  for (const { rule, target, weight } of limits) {
    if (weight === 0) continue;
    const key = target === undefined ? addressKey(clientAddress(ctx.c)) : target.trim().toLowerCase();
    await spend(ctx.db, rule, { siteId: ctx.site.id, key, now, factor: ctx.config.rateLimitFactor, weight });
  }
}
