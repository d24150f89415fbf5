import { and, asc, count, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../lib/platform/schemas/common';
import type { ProductListQuery } from '../../../lib/platform/schemas/catalogue';
import { siteCache } from '../site-cache';
import type { DbOrTx } from '../../db/client';
import { declinations, mealIcons, products, variationDetails, variations } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { planList, type ListFields } from '../../http/list';
import { toApiProduct, type CatalogueLookups, type DeclinationRow, type ProductRow } from './adapter';
import { normalizeSearch } from './search-text';

// Site-scoped reads of the catalogue. Every query filters on the site: a row of another site
// is never returned, whatever id is asked for.

/** Variation details, variations and meal icons of a site, by id. */
/** Variations and meal icons change with the catalogue's set-up, not per request: cached per site. */
const lookupsCache = siteCache<CatalogueLookups>(30_000);

export const invalidateLookups = (db: DbOrTx, siteId: number) => lookupsCache.invalidate(db, siteId);

export function loadLookups(db: DbOrTx, siteId: number): Promise<CatalogueLookups> {
  return lookupsCache.get(db, siteId, () => readLookups(db, siteId));
}

async function readLookups(db: DbOrTx, siteId: number): Promise<CatalogueLookups> {
  const [detailRows, variationRows, iconRows] = await Promise.all([
    db.select().from(variationDetails).where(eq(variationDetails.siteId, siteId)),
    db.select().from(variations).where(eq(variations.siteId, siteId)),
    db.select().from(mealIcons).where(eq(mealIcons.siteId, siteId)),
  ]);
  return {
    details: new Map(detailRows.map((row) => [row.id, row])),
    variations: new Map(variationRows.map((row) => [row.id, row])),
    mealIcons: new Map(iconRows.map((row) => [row.id, row])),
  };
}

/** The valid declinations of some products of a site. */
export async function loadDeclinations(
  db: DbOrTx,
  siteId: number,
  productIds: readonly number[],
): Promise<DeclinationRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(declinations)
    .where(
      and(
        eq(declinations.siteId, siteId),
        inArray(declinations.productId, [...productIds]),
        eq(declinations.isValid, true),
      ),
    )
    .orderBy(asc(declinations.position), asc(declinations.id));
}

/** Products of a site as the API answers them, in the order given. */
export async function describeProducts(db: DbOrTx, siteId: number, rows: readonly ProductRow[]) {
  if (rows.length === 0) return [];
  const [lookups, declinationRows] = await Promise.all([
    loadLookups(db, siteId),
    loadDeclinations(
      db,
      siteId,
      rows.map((row) => row.id),
    ),
  ]);
  const byProduct = new Map<number, DeclinationRow[]>();
  for (const row of declinationRows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return rows.map((row) => toApiProduct(row, byProduct.get(row.id) ?? [], lookups));
}

/** A valid product of the site, or null (unknown, invalid, or another site's). */
export async function findValidProduct(db: DbOrTx, siteId: number, id: number): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.siteId, siteId), eq(products.isValid, true)))
    .limit(1);
  return row ?? null;
}

/** A valid declination of a valid product of the site, or null. */
export async function findValidDeclination(
  db: DbOrTx,
  siteId: number,
  productId: number,
  id: number,
): Promise<DeclinationRow | null> {
  const [row] = await db
    .select()
    .from(declinations)
    .where(
      and(
        eq(declinations.id, id),
        eq(declinations.productId, productId),
        eq(declinations.siteId, siteId),
        eq(declinations.isValid, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

// The product's lowest valid declination price and its latest vintage, for sorting.
const minPrice = sql`(select min(d.price_cents) from ${declinations} d where d.product_id = ${products.id} and d.site_id = ${products.siteId} and d.is_valid)`;
const maxYear = sql`(select max(d.year) from ${declinations} d where d.product_id = ${products.id} and d.site_id = ${products.siteId} and d.is_valid)`;
const hasValidDeclination = sql`exists (select 1 from ${declinations} d where d.product_id = ${products.id} and d.site_id = ${products.siteId} and d.is_valid)`;

const SORTS: Record<string, SQL | AnyColumn> = {
  price: minPrice,
  name: sql`lower(${products.name})`,
  year: maxYear,
  position: products.position,
  createdAt: products.createdAt,
};

const FILTERS: ListFields = {
  name: { column: products.name, type: 'string' },
  slug: { column: products.slug, type: 'string' },
  kind: { column: products.kind, type: 'string' },
  appellation: { column: products.appellation, type: 'string' },
  color: { column: products.color, type: 'string' },
};

/** orderBy `name`, `-price`, `price:desc`…; default: price ascending (spec §9). Ties: position, id. */
function productOrder(orderBy: string | undefined): SQL[] {
  const raw = orderBy ?? 'price';
  const descending = raw.startsWith('-') || /:desc$/i.test(raw);
  const name = raw.replace(/^-/, '').replace(/:(asc|desc)$/i, '');
  const sort = SORTS[name];
  if (!sort) throw badRequest('errors.invalidOrderBy', { field: name });
  const primary = descending ? sql`${sort} desc nulls last` : sql`${sort} asc nulls last`;
  return [primary, asc(products.position), asc(products.id)];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function searchConditions(search: string | undefined): SQL[] {
  if (!search) return [];
  const words = normalizeSearch(search).split(' ').filter(Boolean).slice(0, 10);
  return words.map((word) => sql`${products.searchText} like ${`%${escapeLike(word)}%`}`);
}

function tagCondition(tags: string[] | undefined): SQL | undefined {
  if (!tags || tags.length === 0) return undefined;
  return or(...tags.map((tag) => sql`${products.tags} @> ${JSON.stringify([tag])}::jsonb`));
}

/** GET /product: valid products of the site with at least one valid declination, filtered, sorted, paged. */
export async function listProducts(db: DbOrTx, siteId: number, query: ProductListQuery) {
  const { orderBy, type, search, tags, ...rest } = query;
  const plan = planList({ ...rest, orderBy: undefined } as ListQuery, FILTERS, {
    defaultOrder: productOrder(orderBy),
    extraWhere: [
      eq(products.siteId, siteId),
      eq(products.isValid, true),
      hasValidDeclination,
      type ? eq(products.type, type) : undefined,
      tagCondition(tags),
      ...searchConditions(search),
    ],
  });
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(products).where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Recommended products: the product's `recommended_ids` (valid ones of the site, in that order),
 * else up to 4 valid products of the same kind, cheapest first.
 */
export async function recommendedProducts(db: DbOrTx, siteId: number, product: ProductRow): Promise<ProductRow[]> {
  const base = [
    eq(products.siteId, siteId),
    eq(products.isValid, true),
    hasValidDeclination,
    ne(products.id, product.id),
  ];
  if (product.recommendedIds.length > 0) {
    const rows = await db
      .select()
      .from(products)
      .where(and(...base, inArray(products.id, product.recommendedIds)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return product.recommendedIds.flatMap((id) => byId.get(id) ?? []);
  }
  if (!product.kind) return [];
  return db
    .select()
    .from(products)
    .where(and(...base, eq(products.kind, product.kind)))
    .orderBy(asc(minPrice), asc(products.id))
    .limit(4);
}
