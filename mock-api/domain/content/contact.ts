import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { SiteRef } from '../../http/context';
import { t } from '../../i18n';
import { companyRecipient, queueMail } from './mail';

export interface ContactMessage {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
}

/** Stores the message and queues its copy to the company, both or neither. */
export async function sendContactMessage(
  db: Db,
  site: SiteRef,
  body: ContactMessage,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        siteId: site.id,
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        phone: body.phone ?? null,
        subject: body.subject,
        message: body.message,
        consentAt: now,
      })
      .returning({ id: contactMessages.id });
    const name = `${body.firstname} ${body.lastname}`;
    await queueMail(tx, site.id, {
      to: await companyRecipient(tx, site),
      subject: t('content.mail.contactSubject', { name, subject: body.subject }),
      body: t('content.mail.contactBody', {
        siteName: site.name,
        name,
        email: body.email,
        phone: body.phone ?? '—',
        subject: body.subject,
        message: body.message,
      }),
      meta: { contactMessageId: row!.id, replyTo: body.email },
    });
    return { id: row!.id };
  });
}
