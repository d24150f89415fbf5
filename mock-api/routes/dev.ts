import { and, desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMails, parameters } from '../db/schema';
import { invalidateParameters } from '../domain/site/parameters-read';
import { notFound } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/route';

const outboxQuery = z.object({
  to: z.string().max(255).optional().describe('Only the mails to this address (case-insensitive).'),
  nbItem: z.coerce.number().int().min(1).max(100).default(20),
});

export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

const parameterParams = z.object({
  type: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'Le type est un identifiant en majuscules.')
    .describe('The parameter type, e.g. HIDE_PRODUCT_PRICES.'),
});
const parameterBody = z.object({
  value: z.string().max(200_000, 'La valeur est trop longue.').nullable().describe('The new value, null to unset.'),
});

/**
 * Development helpers (design.md §1): registered only when ENABLE_DEV_OUTBOX=1 (`npm run dev`, the tests),
 * never under `npm start`. The outbox holds password reset links: exposed, it hands out every account.
 */
export const devRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: '/dev/outbox',
    tag: 'Development',
    summary: 'The mails the API would have sent on this site, newest first (only when ENABLE_DEV_OUTBOX=1).',
    devOnly: true,
    query: outboxQuery,
    response: z.array(outboxMailSchema),
    async handler({ db, site, query }) {
      const rows = await db
        .select()
        .from(outboxMails)
        .where(
          and(
            eq(outboxMails.siteId, site.id),
            query.to ? ilike(outboxMails.to, query.to.replace(/[\\%_]/g, '\\$&')) : undefined,
          ),
        )
        .orderBy(desc(outboxMails.id))
        .limit(query.nbItem);
      return rows.map(({ siteId: _site, createdAt, ...mail }) => ({ ...mail, createdAt: createdAt.toISOString() }));
    },
  }),
  defineRoute({
    method: 'put',
    path: '/dev/parameter/{type}',
    tag: 'Development',
    summary:
      "Sets one of this site's parameters, as the platform's back office would (only when ENABLE_DEV_OUTBOX=1): the " +
      'browser tests flip a parameter, then expire the storefront with POST /api/revalidate. Answers the previous value.',
    devOnly: true,
    params: parameterParams,
    body: parameterBody,
    response: z.object({ type: z.string(), previous: z.string().nullable(), value: z.string().nullable() }),
    async handler({ db, site, params, body }) {
      const where = and(eq(parameters.siteId, site.id), eq(parameters.type, params.type));
      const [row] = await db.select({ value: parameters.value }).from(parameters).where(where);
      if (!row) throw notFound();
      await db.update(parameters).set({ value: body.value }).where(where);
      invalidateParameters(db, site.id);
      return { type: params.type, previous: row.value, value: body.value };
    },
  }),
];
