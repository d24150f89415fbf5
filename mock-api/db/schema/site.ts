import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './core';

export const parameterKinds = ['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK'] as const;
export type ParameterKind = (typeof parameterKinds)[number];

/**
 * A site parameter (spec §3): `paramId` is the platform's id (1…158), `type` the upper-case key.
 * Values are stored as text whatever the kind, as the platform sends them.
 */
export const parameters = pgTable(
  'parameter',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    paramId: integer('param_id').notNull(),
    type: text('type').notNull(),
    kind: text('kind').$type<ParameterKind>().notNull(),
    label: text('label').notNull(),
    value: text('value'),
    /** Public parameters are sent by GET /parameter; private ones (none in the samples) only to admins. */
    isPublic: boolean('is_public').notNull().default(true),
  },
  (t) => [uniqueIndex('parameter_site_type').on(t.siteId, t.type), uniqueIndex('parameter_site_param').on(t.siteId, t.paramId)],
);
