import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sites } from './core';

// Tables of the content area: news, blog, albums, forms, elements (events, footer lists),
// reviews, contact messages and services. Images are stored as their path under the image
// service (`<siteId>/<file>`) with a display name; the API adds the public URL.

const siteRef = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    summary: text('summary').notNull().default(''),
    html: text('html').notNull().default(''),
    imageName: text('image_name'),
    imagePath: text('image_path'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isPromoted: boolean('is_promoted').notNull().default(false),
    promoteMessage: text('promote_message'),
  },
  (t) => [index('news_site_published').on(t.siteId, t.publishedAt)],
);

export const blogFolders = pgTable(
  'blog_folder',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    parentId: integer('parent_id').references((): AnyPgColumn => blogFolders.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('blog_folder_site_parent').on(t.siteId, t.parentId)],
);

export const blogArticles = pgTable(
  'blog_article',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    folderId: integer('folder_id').references(() => blogFolders.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    html: text('html').notNull().default(''),
    author: text('author').notNull().default(''),
    imageName: text('image_name'),
    imagePath: text('image_path'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_article_site_folder').on(t.siteId, t.folderId)],
);

export const albums = pgTable('album', {
  id: serial('id').primaryKey(),
  siteId: siteRef(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const albumImages = pgTable(
  'album_image',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    /** `<siteId>/<file>` under the image service. */
    externalPath: text('external_path').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('album_image_album').on(t.albumId)],
);

/** A field of a custom form; the definition the answers are validated against. */
export interface FormFieldDefinition {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'date' | 'file';
  required: boolean;
  placeholder?: string;
  /** select and radio fields: the choices. */
  options?: string[];
  maxLength?: number;
  /** number fields: bounds, inclusive. */
  min?: number;
  max?: number;
  /** file fields: accepted extensions (within the spec §5 media types + pdf). */
  accept?: string[];
  /** file fields: several files allowed. */
  multiple?: boolean;
}

export const forms = pgTable('form', {
  id: serial('id').primaryKey(),
  siteId: siteRef(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  submitLabel: text('submit_label').notNull().default('Envoyer'),
  fields: jsonb('fields').$type<FormFieldDefinition[]>().notNull(),
});

export interface StoredAnswerFile {
  field: string;
  filename: string;
  originalName: string;
  size: number;
  mimeType: string;
  externalPath: string;
}

export const formAnswers = pgTable(
  'form_answer',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, string | boolean | null>>().notNull(),
    files: jsonb('files').$type<StoredAnswerFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_answer_form').on(t.formId)],
);

/** An element of a route: events (registrations), footer logos and links, any list the site defines. */
export const elements = pgTable(
  'element',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    route: text('route').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    html: text('html').notNull().default(''),
    imageName: text('image_name'),
    imagePath: text('image_path'),
    /** A link (footer links, partner sites). */
    url: text('url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
    /** Seats; null: no registration limit. */
    capacity: integer('capacity'),
    registeredCount: integer('registered_count').notNull().default(0),
    isRegistrationOpen: boolean('is_registration_open').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('element_site_route').on(t.siteId, t.route)],
);

export const elementRegistrations = pgTable(
  'element_registration',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    elementId: integer('element_id')
      .notNull()
      .references(() => elements.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    seats: integer('seats').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('element_registration_element').on(t.elementId)],
);

export const googleReviews = pgTable(
  'google_review',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    author: text('author').notNull(),
    authorPhoto: text('author_photo'),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('google_review_site_published').on(t.siteId, t.publishedAt)],
);

export const contactMessages = pgTable('contact_message', {
  id: serial('id').primaryKey(),
  siteId: siteRef(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable('service', {
  id: serial('id').primaryKey(),
  siteId: siteRef(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  html: text('html').notNull().default(''),
  imageName: text('image_name'),
  imagePath: text('image_path'),
  tags: text('tags').array().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export const servicePrices = pgTable(
  'service_price',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** "à partir de": the price depends on the hair length or the result. */
    isStartingPrice: boolean('is_starting_price').notNull().default(false),
    durationMinutes: integer('duration_minutes'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('service_price_service').on(t.serviceId)],
);
