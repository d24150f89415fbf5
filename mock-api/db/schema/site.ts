import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sites } from './core';

// Tables of the site area: parameters, the page tree and its layouts, logos, popups,
// component configurations, visits, external-app configs and payment public keys.

const siteRef = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

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
    siteId: siteRef(),
    paramId: integer('param_id').notNull(),
    type: text('type').notNull(),
    kind: text('kind').$type<ParameterKind>().notNull(),
    label: text('label').notNull(),
    value: text('value'),
    /** Public parameters are sent by GET /parameter; private ones (none in the samples) only to admins. */
    isPublic: boolean('is_public').notNull().default(true),
  },
  (t) => [
    uniqueIndex('parameter_site_type').on(t.siteId, t.type),
    uniqueIndex('parameter_site_param').on(t.siteId, t.paramId),
  ],
);

export const pageLinkTypes = ['NONE', 'SELF'] as const;
export type PageLinkType = (typeof pageLinkTypes)[number];

/**
 * A page of a site's tree (spec §3 Page). `url` is the full slug path the storefront serves it at
 * ("femme/balayage"), unique per site. `cmsConfig` carries what a CMS screen needs beyond its route
 * (an element route, a form id, product filters).
 */
export const pages = pgTable(
  'page',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    menuTitle: text('menu_title'),
    menuIcon: text('menu_icon'),
    position: integer('position').notNull().default(0),
    isHome: boolean('is_home').notNull().default(false),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    isFixedOnRight: boolean('is_fixed_on_right').notNull().default(false),
    isText: boolean('is_text').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(true),
    linkType: text('link_type').$type<PageLinkType>().notNull().default('NONE'),
    linkUrl: text('link_url'),
    linkJsCode: text('link_js_code'),
    isCmsPage: boolean('is_cms_page').notNull().default(false),
    cmsRoute: text('cms_route'),
    cmsConfig: jsonb('cms_config').$type<Record<string, unknown>>(),
    isEcommercePage: boolean('is_ecommerce_page').notNull().default(false),
    isCustomHeader: boolean('is_custom_header').notNull().default(false),
    isCustomFooter: boolean('is_custom_footer').notNull().default(false),
    metaDescription: text('meta_description'),
  },
  (t) => [uniqueIndex('page_site_url').on(t.siteId, t.url), index('page_site_parent').on(t.siteId, t.parentId)],
);

/**
 * A layout of a page: its html as the builder saved it, the SHA-256 hex of that html (kept in step
 * with it so a save can compare-and-set in one statement), and an optional preview image.
 */
export const pageLayouts = pgTable(
  'page_layout',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    html: text('html').notNull().default(''),
    hash: text('hash').notNull(),
    position: integer('position').notNull().default(0),
    /** `<siteId>/<file>` under the image service. */
    previewPath: text('preview_path'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_layout_site_page').on(t.siteId, t.pageId)],
);

export const logoTypes = ['LOGO', 'LOGO_FOOTER', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FAVICON'] as const;
export type LogoType = (typeof logoTypes)[number];

export const logos = pgTable(
  'logo',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    type: text('type').$type<LogoType>().notNull(),
    filename: text('filename').notNull(),
    alt: text('alt').notNull().default(''),
    /** `<siteId>/<file>` under the image service. */
    externalPath: text('external_path').notNull(),
  },
  (t) => [uniqueIndex('logo_site_type').on(t.siteId, t.type)],
);

export const popups = pgTable(
  'popup',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    showOnEveryReload: boolean('show_on_every_reload').notNull().default(false),
    delaySeconds: integer('delay_seconds').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('popup_site').on(t.siteId)],
);

/** The configuration of a storefront component (slider, map…), by slug. */
export const componentConfs = pgTable(
  'component_conf',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    slug: text('slug').notNull(),
    conf: jsonb('conf').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('component_conf_site_slug').on(t.siteId, t.slug)],
);

/** A visit that came from a tracked link (`?from=…`, spec §4 "Visit link"). */
export const siteVisits = pgTable(
  'site_visit',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    from: text('from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_visit_site_from').on(t.siteId, t.from)],
);

/** An external application plugged into a site; only `publicConfig` is ever sent to visitors. */
export const externalAppConfigs = pgTable(
  'external_app_config',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    app: text('app').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    publicConfig: jsonb('public_config').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('external_app_config_site_app').on(t.siteId, t.app)],
);

/** The public key of a card payment provider (`GET /custom-{provider}/public-key`). */
export const paymentKeys = pgTable(
  'payment_key',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    provider: text('provider').notNull(),
    publicKey: text('public_key').notNull(),
  },
  (t) => [uniqueIndex('payment_key_site_provider').on(t.siteId, t.provider)],
);
