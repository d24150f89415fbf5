import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { formatDateTime, formatWeekday } from '../../../lib/format/date';
import type { Element, RegisterElementBody } from '../../../lib/platform/schemas/content';
import type { ListQuery } from '../../../lib/platform/schemas/common';
import type { Db, DbOrTx } from '../../db/client';
import { elementRegistrations, elements } from '../../db/schema';
import type { SiteRef } from '../../http/context';
import { ApiError, notFound } from '../../http/errors';
import { planList, type ListFields } from '../../http/list';
import { t } from '../../i18n';
import { toImage } from './images';
import { queueMail } from './mail';

type ElementRow = typeof elements.$inferSelect;

const ELEMENT_FIELDS: ListFields = {
  id: { column: elements.id, type: 'number' },
  title: { column: elements.title, type: 'string' },
  slug: { column: elements.slug, type: 'string' },
  location: { column: elements.location, type: 'string' },
  startsAt: { column: elements.startsAt, type: 'date' },
  endsAt: { column: elements.endsAt, type: 'date' },
  position: { column: elements.position, type: 'number' },
};

const remainingOf = (row: Pick<ElementRow, 'capacity' | 'registeredCount'>) =>
  row.capacity === null ? null : Math.max(0, row.capacity - row.registeredCount);

export function toElement(row: ElementRow, now: Date, imageBaseUrl: string): Element {
  const remainingSeats = remainingOf(row);
  const isFull = remainingSeats === 0;
  const notStarted = row.startsAt === null || row.startsAt > now;
  return {
    id: row.id,
    route: row.route,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    html: row.html,
    image: toImage(imageBaseUrl, row.imageName ?? row.title, row.imagePath),
    url: row.url,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    location: row.location,
    capacity: row.capacity,
    registeredCount: row.registeredCount,
    remainingSeats,
    isFull,
    isRegistrationOpen: row.isRegistrationOpen && notStarted && !isFull,
  };
}

/** The elements of a route (an unknown route is an empty list: a site may simply have none). */
export async function listElements(
  db: DbOrTx,
  siteId: number,
  route: string,
  query: ListQuery,
  now: Date,
  imageBaseUrl: string,
) {
  const plan = planList(query, ELEMENT_FIELDS, {
    defaultOrder: [asc(elements.position), sql`${elements.startsAt} asc nulls last`, asc(elements.id)],
    extraWhere: [eq(elements.siteId, siteId), eq(elements.route, route)],
  });
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(elements)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(elements).where(plan.where),
  ]);
  return { items: rows.map((r) => toElement(r, now, imageBaseUrl)), total: counted?.n ?? 0 };
}

async function elementRow(db: DbOrTx, siteId: number, route: string, id: number): Promise<ElementRow> {
  const [row] = await db
    .select()
    .from(elements)
    .where(and(eq(elements.siteId, siteId), eq(elements.route, route), eq(elements.id, id)));
  if (!row) throw notFound('content.elementNotFound');
  return row;
}

export async function getElement(
  db: DbOrTx,
  siteId: number,
  route: string,
  id: number,
  now: Date,
  imageBaseUrl: string,
) {
  return toElement(await elementRow(db, siteId, route, id), now, imageBaseUrl);
}

/** Why a registration was refused, read after the guarded update found no seat. */
function refusal(row: ElementRow, seats: number, now: Date): ApiError {
  const title = row.title;
  if (!row.isRegistrationOpen) return ApiError.of(409, 'content.registrationClosed', { title });
  if (row.startsAt !== null && row.startsAt <= now) return ApiError.of(409, 'content.eventPast', { title });
  const remaining = remainingOf(row) ?? 0;
  if (remaining === 0) return ApiError.of(409, 'content.eventFull', { title });
  return ApiError.of(409, 'content.notEnoughSeats', { title, remaining }, { remainingSeats: remaining, seats });
}

/**
 * Registers to an event. The seats are taken by one guarded UPDATE (open, not started, enough
 * seats left) inside the transaction that stores the registration: two registrations racing for
 * the last seats can never push the count past the capacity.
 */
export async function registerToElement(
  db: Db,
  site: SiteRef,
  route: string,
  id: number,
  body: Required<Pick<RegisterElementBody, 'firstname' | 'lastname' | 'email'>> & {
    phone?: string | null;
    seats: number;
  },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(elements)
      .set({ registeredCount: sql`${elements.registeredCount} + ${body.seats}` })
      .where(
        and(
          eq(elements.siteId, site.id),
          eq(elements.route, route),
          eq(elements.id, id),
          eq(elements.isRegistrationOpen, true),
          or(isNull(elements.startsAt), gt(elements.startsAt, now)),
          or(isNull(elements.capacity), lte(sql`${elements.registeredCount} + ${body.seats}`, elements.capacity)),
        ),
      )
      .returning();
    if (!taken) throw refusal(await elementRow(tx, site.id, route, id), body.seats, now);

    const [registration] = await tx
      .insert(elementRegistrations)
      .values({
        siteId: site.id,
        elementId: taken.id,
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        phone: body.phone ?? null,
        seats: body.seats,
      })
      .returning({ id: elementRegistrations.id });
    // Spec §5: a date-time reads dd/mm/yyyy hh:mm:ss, after its weekday as the event's page writes it.
    const date = taken.startsAt ? `${formatWeekday(taken.startsAt)} ${formatDateTime(taken.startsAt)}` : '—';
    await queueMail(tx, site.id, {
      to: body.email,
      subject: t('content.mail.registrationSubject', { title: taken.title }),
      body: t('content.mail.registrationBody', {
        firstname: body.firstname,
        title: taken.title,
        seats: body.seats,
        date,
        location: taken.location ?? '—',
        siteName: site.name,
      }),
      meta: { elementId: taken.id, registrationId: registration!.id },
    });
    return { id: registration!.id, seats: body.seats, remainingSeats: remainingOf(taken), title: taken.title };
  });
}
