import { and, eq, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from '../tokens';

/** Spec §6: the token cookie lasts 24 hours; the session as long. */
export const SESSION_TTL_SECONDS = 86_400;

/** Opens a session and answers its token (only its hash is stored). Expired sessions of the site are pruned on the way. */
export async function openSession(db: DbOrTx, siteId: number, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.delete(sessions).where(and(eq(sessions.siteId, siteId), lt(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    siteId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

export async function closeSession(db: DbOrTx, siteId: number, token: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.siteId, siteId), eq(sessions.tokenHash, hashToken(token))));
}

/** Revokes every session of a user, but the one of `keepToken` when given. */
export async function revokeSessions(db: DbOrTx, siteId: number, userId: number, keepToken?: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.siteId, siteId), eq(sessions.userId, userId), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined),
    );
}
