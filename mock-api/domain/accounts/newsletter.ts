import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  newsletterConfirmations,
  newsletterLists,
  newsletterSubscribers,
  newsletterSubscriptions,
  users,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { t } from '../../i18n';

export async function listNewsletterLists(db: DbOrTx, siteId: number) {
  return db
    .select({ id: newsletterLists.id, name: newsletterLists.name, description: newsletterLists.description })
    .from(newsletterLists)
    .where(eq(newsletterLists.siteId, siteId))
    .orderBy(asc(newsletterLists.position), asc(newsletterLists.id));
}

/** The given list ids, checked to be lists of this site (400 per field otherwise); none given means all lists. */
export async function resolveListIds(db: DbOrTx, siteId: number, listIds: number[] | undefined): Promise<number[]> {
  const lists = await listNewsletterLists(db, siteId);
  if (listIds === undefined) return lists.map((list) => list.id);
  const known = new Set(lists.map((list) => list.id));
  const unknown = listIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw badRequest('accounts.newsletterUnknownList', undefined, {
      errors: { [`listIds.${unknown}`]: t('accounts.newsletterUnknownList') },
    });
  }
  return [...new Set(listIds)];
}

export async function subscribedListIds(db: DbOrTx, siteId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ listId: newsletterSubscriptions.listId })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.userId, userId)))
    .orderBy(asc(newsletterSubscriptions.listId));
  return rows.map((row) => row.listId);
}

/** Replaces a member's subscriptions; the profile's `newsletter` flag follows (subscribed to at least one list). */
export async function setSubscriptions(db: DbOrTx, siteId: number, userId: number, listIds: number[]): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.userId, userId)));
  if (listIds.length) {
    await db.insert(newsletterSubscriptions).values(listIds.map((listId) => ({ siteId, userId, listId })));
  }
  await db
    .update(users)
    .set({ newsletter: listIds.length > 0 })
    .where(and(eq(users.siteId, siteId), eq(users.id, userId)));
}

/** Subscribes an e-mail to lists; subscribing twice changes nothing. Answers every list the e-mail is on. */
export async function subscribeEmail(db: DbOrTx, siteId: number, email: string, listIds: number[]): Promise<number[]> {
  if (listIds.length) {
    await db
      .insert(newsletterSubscribers)
      .values(listIds.map((listId) => ({ siteId, email, listId })))
      .onConflictDoNothing();
  }
  const rows = await db
    .select({ listId: newsletterSubscribers.listId })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.siteId, siteId), eq(newsletterSubscribers.email, email)))
    .orderBy(asc(newsletterSubscribers.listId));
  return rows.map((row) => row.listId);
}

/** Forgets the anonymous subscriptions of an e-mail, and its sign-ups waiting for confirmation (account deletion). */
export async function forgetEmail(db: DbOrTx, siteId: number, email: string): Promise<void> {
  await db
    .delete(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.siteId, siteId), eq(newsletterSubscribers.email, email)));
  await db
    .delete(newsletterConfirmations)
    .where(and(eq(newsletterConfirmations.siteId, siteId), eq(newsletterConfirmations.email, email)));
}
