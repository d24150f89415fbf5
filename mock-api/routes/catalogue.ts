import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  awardQuerySchema,
  awardSchema,
  mealIconSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  recommendedSchema,
  variationSchema,
} from '../../lib/platform/schemas/catalogue';
import { idParams, idSchema } from '../../lib/platform/schemas/common';
import { awards, mealIcons, variationDetails, variations } from '../db/schema';
import { toApiAward, toApiDeclination, toApiMealIcon } from '../domain/catalogue/adapter';
import {
  describeProducts,
  findValidDeclination,
  findValidProduct,
  listProducts,
  loadLookups,
  recommendedProducts,
} from '../domain/catalogue/queries';
import { buildTechnicalFile, technicalFileName } from '../domain/catalogue/technical-file';
import type { DbOrTx } from '../db/client';
import { notFound } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/route';

const TAG = 'Catalogue';

async function productOr404(db: DbOrTx, siteId: number, id: number) {
  const row = await findValidProduct(db, siteId, id);
  if (!row) throw notFound('catalogue.productNotFound');
  return row;
}

const listProductsRoute = defineRoute({
  method: 'get',
  path: '/product',
  tag: TAG,
  summary: 'Liste des produits du site (filtres, tri, pagination)',
  description: [
    'Valid products of the site having at least one valid declination. Spec §9: 100 per page (max 100), page 1, ordered by price',
    '(the lowest valid declination price) ascending. `orderBy`: `price`, `name`, `year` (latest vintage), `position`, `createdAt`,',
    'prefixed with `-` or suffixed with `:desc` for descending. Filters: `name`, `kind`, `slug`, `appellation`, `color` with the',
    'prefixes of spec §7 (`lk:`, `df:`…); `type` (WINE, BOX, OTHER); `tags` (comma list, any of them); `search` (words matched,',
    'case- and accent-insensitively, in the name, appellation, descriptions and grape varieties). Answers `{ products, total }`.',
  ].join(' '),
  query: productListQuerySchema,
  response: productListSchema,
  handler: async ({ db, site, query }) => {
    const { rows, total } = await listProducts(db, site.id, query);
    return { products: await describeProducts(db, site.id, rows), total };
  },
});

const recommendedRoute = defineRoute({
  method: 'get',
  path: '/v2/product/recommended/{id}',
  tag: TAG,
  summary: 'Produits recommandés avec un produit',
  description:
    "The product's recommended products (its `recommendedIds`, in that order), else up to 4 products of the same kind, cheapest first. Same item shape as GET /product.",
  params: idParams,
  response: recommendedSchema,
  handler: async ({ db, site, params }) => {
    const product = await productOr404(db, site.id, params.id);
    const rows = await recommendedProducts(db, site.id, product);
    return { products: await describeProducts(db, site.id, rows) };
  },
});

const variationsRoute = defineRoute({
  method: 'get',
  path: '/variation',
  tag: TAG,
  summary: 'Variations du site et leurs valeurs',
  description:
    'Every variation of the site (e.g. « Cuvée », « Contenance ») with its details `{ id, label, displayLabel, position }`, by position.',
  response: z.array(variationSchema),
  handler: async ({ db, site }) => {
    const [variationRows, detailRows] = await Promise.all([
      db
        .select()
        .from(variations)
        .where(eq(variations.siteId, site.id))
        .orderBy(asc(variations.position), asc(variations.id)),
      db
        .select()
        .from(variationDetails)
        .where(eq(variationDetails.siteId, site.id))
        .orderBy(asc(variationDetails.position), asc(variationDetails.id)),
    ]);
    return variationRows.map((variation) => ({
      id: variation.id,
      label: variation.label,
      position: variation.position,
      details: detailRows
        .filter((detail) => detail.variationId === variation.id)
        .map((detail) => ({
          id: detail.id,
          label: detail.label,
          displayLabel: detail.displayLabel,
          position: detail.position,
        })),
    }));
  },
});

const awardsRoute = defineRoute({
  method: 'get',
  path: '/award',
  tag: TAG,
  summary: "Distinctions d'un produit",
  description:
    'The awards (medals) of a valid product of the site: `{ id, idProduct, name, year, medal, image }`, latest first. Unknown product → 404.',
  query: awardQuerySchema,
  response: z.array(awardSchema),
  handler: async ({ db, site, query }) => {
    await productOr404(db, site.id, query.product);
    const rows = await db
      .select()
      .from(awards)
      .where(and(eq(awards.siteId, site.id), eq(awards.productId, query.product)))
      .orderBy(asc(awards.position), asc(awards.id));
    return rows.map(toApiAward);
  },
});

const mealIconsRoute = defineRoute({
  method: 'get',
  path: '/parameter/product/meal-icon',
  tag: TAG,
  summary: 'Pictogrammes des accords mets et vins',
  description: 'The meal icons of the site `{ id, name, icon }` (icon: a name of the site icon font), by position.',
  response: z.array(mealIconSchema),
  handler: async ({ db, site }) => {
    const rows = await db
      .select()
      .from(mealIcons)
      .where(eq(mealIcons.siteId, site.id))
      .orderBy(asc(mealIcons.position), asc(mealIcons.id));
    return rows.map(toApiMealIcon);
  },
});

const technicalFileParams = z.object({ id: idSchema, idDeclination: idSchema.optional() });

function technicalFileRoute(path: string, summary: string) {
  return defineRoute({
    method: 'get',
    path,
    tag: TAG,
    summary,
    description:
      'The technical file of a product (one-page PDF, `application/pdf`, attachment named `fiche-technique-<slug>[-<year>-<capacity>].pdf`), for one declination when given. Not an envelope; unknown product or declination → 404 envelope.',
    params: technicalFileParams,
    handler: async ({ c, db, site, params }) => {
      const row = await productOr404(db, site.id, params.id);
      let declination = null;
      if (params.idDeclination !== undefined) {
        const found = await findValidDeclination(db, site.id, row.id, params.idDeclination);
        if (!found) throw notFound('catalogue.declinationNotFound');
        declination = toApiDeclination(found, (await loadLookups(db, site.id)).details);
      }
      const [[product], awardRows] = await Promise.all([
        describeProducts(db, site.id, [row]),
        db
          .select()
          .from(awards)
          .where(and(eq(awards.siteId, site.id), eq(awards.productId, row.id)))
          .orderBy(asc(awards.position), asc(awards.id)),
      ]);
      const bytes = buildTechnicalFile({ siteName: site.name, product: product!, declination, awards: awardRows });
      const fileName = technicalFileName(product!, declination);
      return c.body(bytes.buffer as ArrayBuffer, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    },
  });
}

const productDetailRoute = defineRoute({
  method: 'get',
  path: '/product/{id}',
  tag: TAG,
  summary: 'Un produit du site avec ses déclinaisons',
  description:
    'A valid product of the site (spec §3 Site product) with every valid declination; price, quantity, setQuantity and discount come from its default declination (`idDeclination`). Invalid, unknown or another site’s product → 404.',
  params: idParams,
  response: productSchema,
  handler: async ({ db, site, params }) => {
    const row = await productOr404(db, site.id, params.id);
    const [product] = await describeProducts(db, site.id, [row]);
    return product;
  },
});

export const catalogueRoutes: AnyRoute[] = [
  listProductsRoute,
  variationsRoute,
  awardsRoute,
  mealIconsRoute,
  recommendedRoute,
  technicalFileRoute('/product/generate/file/{id}', "Fiche technique d'un produit (PDF)"),
  technicalFileRoute('/product/generate/file/{id}/{idDeclination}', "Fiche technique d'une déclinaison (PDF)"),
  productDetailRoute,
];
