import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsletterConfirmations, sites } from '../../db/schema';
import { t } from '../../i18n';
import { queueMail } from '../content/mail';
import { hashToken, newToken } from '../tokens';
import { listNewsletterLists, subscribeEmail } from './newsletter';

// The anonymous newsletter sign-up's double opt-in (issue 12 finding 6): POST /newsletter/subscribe records the
// address as pending and mails a link; only POST /newsletter/confirm with that link's token subscribes it.

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Live links per address and site: past it, a sign-up mails nothing more (and answers the same) until one is
 * used or expires. The address then already holds working links, and neither the table nor its inbox can be
 * filled at will through the sign-up form.
 */
export const MAX_LIVE_CONFIRMATIONS = 3;

/** The storefront's page that reads the token from the fragment (never sent to a server, one cache entry). */
export const confirmationLink = (siteUrl: string, token: string) =>
  `${new URL('/newsletter/confirmation', siteUrl).toString()}#${token}`;

/**
 * Records a pending sign-up of `email` (lower-cased) to `listIds` and mails its confirmation link. Whether the
 * address is new, pending or already subscribed changes nothing here: the caller answers the same in every case.
 */
export async function askConfirmation(
  db: DbOrTx,
  siteId: number,
  email: string,
  listIds: number[],
  now: Date,
): Promise<void> {
  await db
    .delete(newsletterConfirmations)
    .where(and(eq(newsletterConfirmations.siteId, siteId), lt(newsletterConfirmations.expiresAt, now)));
  const [live] = await db
    .select({ n: count() })
    .from(newsletterConfirmations)
    .where(
      and(
        eq(newsletterConfirmations.siteId, siteId),
        eq(newsletterConfirmations.email, email),
        gt(newsletterConfirmations.expiresAt, now),
      ),
    );
  if ((live?.n ?? 0) >= MAX_LIVE_CONFIRMATIONS) return;
  const token = newToken();
  await db.insert(newsletterConfirmations).values({
    tokenHash: hashToken(token),
    siteId,
    email,
    listIds,
    expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
    createdAt: now,
  });
  const [site] = await db.select({ name: sites.name, url: sites.url }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw new Error(`site ${siteId} vanished`);
  const link = confirmationLink(site.url, token);
  await queueMail(db, siteId, {
    to: email,
    subject: t('newsletterOptIn.mail.subject', { siteName: site.name }),
    body: t('newsletterOptIn.mail.body', { siteName: site.name, link }),
    meta: { kind: 'NEWSLETTER_CONFIRMATION', confirmationToken: token, link },
  });
}

/**
 * Uses a confirmation token: subscribes its address to the lists it asked for that still exist, and answers the
 * address and every list it is now on; null when the token is unknown, expired, already used or of another
 * site. Deleting the row is the use: one statement, so two concurrent uses cannot both win.
 */
export async function confirmSubscription(
  db: DbOrTx,
  siteId: number,
  token: string,
  now: Date,
): Promise<{ email: string; listIds: number[] } | null> {
  const [pending] = await db
    .delete(newsletterConfirmations)
    .where(
      and(
        eq(newsletterConfirmations.siteId, siteId),
        eq(newsletterConfirmations.tokenHash, hashToken(token)),
        gt(newsletterConfirmations.expiresAt, now),
      ),
    )
    .returning({ email: newsletterConfirmations.email, listIds: newsletterConfirmations.listIds });
  if (!pending) return null;
  const existing = new Set((await listNewsletterLists(db, siteId)).map((list) => list.id));
  const listIds = await subscribeEmail(
    db,
    siteId,
    pending.email,
    pending.listIds.filter((id) => existing.has(id)),
  );
  return { email: pending.email, listIds };
}
