import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './core';

/**
 * One counted event of an anti-automation limit (mock-api/domain/rate-limits.ts): an anonymous write, or a
 * failed login from an address, of one site, action and key (a client address or a target e-mail). Rows older
 * than their rule's window are deleted as new ones come in.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_event',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The rule's name, e.g. `resetAskEmail`. */
    action: text('action').notNull(),
    key: text('key').notNull(),
    /** How much it counts: 1, or the number of files of an upload. */
    weight: integer('weight').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_event_lookup').on(t.siteId, t.action, t.key, t.createdAt)],
);
