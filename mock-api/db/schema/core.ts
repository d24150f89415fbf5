import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A site of the platform. Every other row belongs to one (column `site_id`),
 * and the `idSite` request header selects it.
 */
export const sites = pgTable('site', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  developmentUrl: text('development_url').notNull(),
  productionUrl: text('production_url').notNull(),
  server: text('server').notNull().default('local'),
  isWinemaker: boolean('is_winemaker').notNull().default(false),
  isECommerce: boolean('is_ecommerce').notNull().default(false),
  isBuilding: boolean('is_building').notNull().default(false),
  technicalFileModel: text('technical_file_model'),
  dashboardType: text('dashboard_type').notNull().default('DEFAULT'),
  defaultLang: text('default_lang').notNull().default('fr_FR'),
  /** Fonts of site info: [{ type: TITLE|CONTENT|MENU, family, color, size, weight, style, files }] */
  fonts: jsonb('fonts').$type<unknown[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mails the platform would have sent (password reset links…), readable at GET /dev/outbox when ENABLE_DEV_OUTBOX=1. */
export const outboxMails = pgTable('outbox_mail', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** Machine-readable extras, e.g. { resetToken } so tests and developers can follow a link. */
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
