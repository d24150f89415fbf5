import type { DbOrTx } from '../../db/client';
import { outboxMails } from '../../db/schema';
import type { SiteRef } from '../../http/context';
import { readParameters } from '../parameters';

/** Where the site's notifications go: COMPANY_EMAIL, or the site's name when it is unset. */
export async function companyRecipient(db: DbOrTx, site: SiteRef): Promise<string> {
  const { COMPANY_EMAIL } = await readParameters(db, site.id, ['COMPANY_EMAIL']);
  return COMPANY_EMAIL?.trim() || site.name;
}

/** Queues a mail in the outbox (GET /dev/outbox): the local stand-in for sending it. */
export async function queueMail(
  db: DbOrTx,
  siteId: number,
  mail: { to: string; subject: string; body: string; meta?: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(outboxMails)
    .values({ siteId, to: mail.to, subject: mail.subject, body: mail.body, meta: mail.meta ?? {} });
}
