import { and, desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMails } from '../db/schema';
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
];
