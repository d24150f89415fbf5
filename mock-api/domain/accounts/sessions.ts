import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AuthUser } from '../../http/context';
import { hashToken, newToken } from '../tokens';

/** Spec §6: the token cookie lasts 24 hours; the session as long. */
export const SESSION_TTL_SECONDS = 86_400;

/**
 * A session not used for this long is refused like an expired one, and deleted (issue 12 finding 8): a token
 * left in a shared browser or copied from a forgotten tab stops working long before its 24 hours.
 */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;

/**
 * The last use is written at most this often, so that a burst of reads costs one write, not one per request.
 * The idle time is thus counted from a moment up to this much older than the last request.
 */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * Opens a session and answers its token (only its hash is stored). Expired and idle sessions of the site are
 * pruned on the way.
 */
export async function openSession(db: DbOrTx, siteId: number, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.siteId, siteId),
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, ago(now, SESSION_IDLE_SECONDS))),
      ),
    );
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    siteId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    createdAt: now,
    lastSeenAt: now,
  });
  return token;
}

/**
 * The member of a live session of this site, or null: unknown, of another site, past its 24 hours, or idle for
 * longer than SESSION_IDLE_SECONDS (deleted then). A live session's last use moves to `now`, at most once per
 * SESSION_TOUCH_INTERVAL_SECONDS.
 */
export async function resolveSession(db: DbOrTx, siteId: number, token: string, now: Date): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.siteId, siteId)));
  if (!row) return null;
  const { expiresAt, lastSeenAt, ...user } = row;
  if (expiresAt <= now || lastSeenAt < ago(now, SESSION_IDLE_SECONDS)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (lastSeenAt <= ago(now, SESSION_TOUCH_INTERVAL_SECONDS)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return user;
}

export async function closeSession(db: DbOrTx, siteId: number, token: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.siteId, siteId), eq(sessions.tokenHash, hashToken(token))));
}

/** Revokes every session of a user, but the one of `keepToken` when given. */
export async function revokeSessions(
  db: DbOrTx,
  siteId: number,
  userId: number,
  keepToken?: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.siteId, siteId),
        eq(sessions.userId, userId),
        keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined,
      ),
    );
}
