import { and, arrayOverlaps, asc, count, eq, inArray } from 'drizzle-orm';
import type { Service } from '../../../lib/platform/schemas/content';
import type { ListQuery } from '../../../lib/platform/schemas/common';
import type { DbOrTx } from '../../db/client';
import { servicePrices, services } from '../../db/schema';
import { notFound } from '../../http/errors';
import { planList, type ListFields } from '../../http/list';
import { centsToEuros, toImage } from './images';

type ServiceRow = typeof services.$inferSelect;

const SERVICE_FIELDS: ListFields = {
  id: { column: services.id, type: 'number' },
  title: { column: services.title, type: 'string' },
  slug: { column: services.slug, type: 'string' },
  position: { column: services.position, type: 'number' },
};

/** `femme, Balayage,,` → ['femme', 'balayage'] (at most 20 tags). */
export const parseTags = (raw: string | undefined) =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].slice(0, 20);

async function withPrices(db: DbOrTx, siteId: number, rows: ServiceRow[], imageBaseUrl: string): Promise<Service[]> {
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(servicePrices)
    .where(
      and(
        eq(servicePrices.siteId, siteId),
        inArray(
          servicePrices.serviceId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(servicePrices.position), asc(servicePrices.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    html: row.html,
    image: toImage(imageBaseUrl, row.imageName ?? row.title, row.imagePath),
    tags: row.tags,
    prices: prices
      .filter((p) => p.serviceId === row.id)
      .map((p) => ({
        label: p.label,
        price: centsToEuros(p.priceCents),
        isStartingPrice: p.isStartingPrice,
        durationMinutes: p.durationMinutes,
      })),
  }));
}

/** Services with any of the given tags (none given: all), in the price list's order. */
export async function listServices(
  db: DbOrTx,
  siteId: number,
  query: ListQuery & { tag?: string },
  imageBaseUrl: string,
) {
  const { tag, ...rest } = query;
  const tags = parseTags(tag);
  const plan = planList(rest as ListQuery, SERVICE_FIELDS, {
    defaultOrder: [asc(services.position), asc(services.id)],
    extraWhere: [eq(services.siteId, siteId), tags.length ? arrayOverlaps(services.tags, tags) : undefined],
  });
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ n: count() }).from(services).where(plan.where),
  ]);
  return { services: await withPrices(db, siteId, rows, imageBaseUrl), total: counted?.n ?? 0 };
}

export async function getService(db: DbOrTx, siteId: number, id: number, imageBaseUrl: string): Promise<Service> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.siteId, siteId), eq(services.id, id)));
  if (rows.length === 0) throw notFound('content.serviceNotFound');
  return (await withPrices(db, siteId, rows, imageBaseUrl))[0]!;
}
