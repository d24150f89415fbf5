import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxMails, passwordResets, sites } from '../../db/schema';
import { t } from '../../i18n';
import { hashToken, newToken } from '../tokens';
import type { UserRow } from './users';

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Writes a reset link for a member into the outbox. Earlier links of the member stop working:
 * only the latest mail is valid. The raw token only ever exists in the mail.
 */
export async function sendResetLink(db: DbOrTx, user: UserRow, now: Date): Promise<void> {
  const token = newToken();
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.siteId, user.siteId),
        or(eq(passwordResets.userId, user.id), lt(passwordResets.expiresAt, now)),
      ),
    );
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    siteId: user.siteId,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  const [site] = await db.select({ name: sites.name, url: sites.url }).from(sites).where(eq(sites.id, user.siteId));
  if (!site) throw new Error(`site ${user.siteId} vanished`);
  const link = new URL(`/password/reset/${token}`, site.url).toString();
  await db.insert(outboxMails).values({
    siteId: user.siteId,
    to: user.email,
    subject: t('accounts.mail.resetSubject', { siteName: site.name }),
    body: t('accounts.mail.resetBody', { firstname: user.firstname, siteName: site.name, link }),
    meta: { kind: 'PASSWORD_RESET', resetToken: token, link },
    createdAt: now,
  });
}

/**
 * Marks a valid, unused token used and answers its member's id; null when it is unknown,
 * expired, already used or of another site. One statement, so two concurrent uses cannot both win.
 */
export async function consumeResetToken(db: DbOrTx, siteId: number, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.siteId, siteId),
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}
