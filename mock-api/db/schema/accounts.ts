import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './core';

export const userRoles = ['CUSTOMER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type UserRole = (typeof userRoles)[number];

/** A member of one site (the same e-mail may register on two sites: two rows). */
export const users = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('CUSTOMER'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    birthdate: date('birthdate'),
    newsletter: boolean('newsletter').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_user_site_email').on(t.siteId, sql`lower(${t.email})`)],
);

/**
 * A login session: the token itself is never stored, only its SHA-256. Valid 86400 s, and refused (then deleted)
 * after 2 hours without a request (lastSeenAt, written at most once a minute: domain/accounts/sessions.ts).
 */
export const sessions = pgTable(
  'session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_user').on(t.userId)],
);

/** A failed login, kept (in the database, so across restarts) for the rate limit: 5 per minute per e-mail and address. */
export const loginFailures = pgTable(
  'login_failure',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower-cased, as typed: unknown e-mails are limited too. */
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failure_lookup').on(t.siteId, t.email, t.address, t.createdAt)],
);

/** A password reset link: single use (usedAt), valid 1 hour; only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_reset',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_user').on(t.userId)],
);

/** A newsletter list a site offers (e.g. « Actualités du salon »). */
export const newsletterLists = pgTable(
  'newsletter_list',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('newsletter_list_site').on(t.siteId)],
);

/** A member's subscription to one list. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscription',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: integer('list_id')
      .notNull()
      .references(() => newsletterLists.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listId] }), index('newsletter_subscription_site').on(t.siteId)],
);

/** An anonymous visitor's subscription by e-mail to one list (POST /newsletter/subscribe). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscriber',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    listId: integer('list_id')
      .notNull()
      .references(() => newsletterLists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriber_site_email_list').on(t.siteId, t.email, t.listId)],
);

/**
 * An anonymous newsletter sign-up waiting for its confirmation (double opt-in, POST /newsletter/subscribe then
 * POST /newsletter/confirm): only the mailed token's SHA-256 is stored; valid 7 days, deleted when used.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmation',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The lists asked for (checked again when confirmed: a list may be gone by then). */
    listIds: jsonb('list_ids').$type<number[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('newsletter_confirmation_email').on(t.siteId, t.email)],
);
