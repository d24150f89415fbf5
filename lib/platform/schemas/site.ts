import { z } from 'zod';
import { idSchema } from './common';

// The contract of the site area: parameters, site info (fonts, logos, languages), pages and
// their layouts, popups, component configurations, visits, external apps, payment keys,
// SVG loading and the admin layout calls.

export const parameterKindSchema = z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']);
export type ParameterKind = z.infer<typeof parameterKindSchema>;

/**
 * A site parameter (spec §3). `value` is always the raw text the platform stores:
 * BOOLEAN is 'true'/'false', NUMBER a decimal string, colours 8-digit hex ('#29362AFF').
 */
export const parameterSchema = z.object({
  id: z.number().int().min(1).max(158),
  type: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  kind: parameterKindSchema,
  label: z.string(),
  value: z.string().nullable(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const fontTypeSchema = z.enum(['TITLE', 'CONTENT', 'MENU']);
export const fontSchema = z.object({
  type: fontTypeSchema,
  family: z.string(),
  color: z.string(),
  size: z.number(),
  weight: z.number(),
  style: z.string(),
  /** File names served from /fonts/{file}. */
  files: z.array(z.string()),
});
export type Font = z.infer<typeof fontSchema>;

export const onlineImageSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  externalType: z.string(),
  /** `<siteId>/<file>` under the image service. */
  externalPath: z.string(),
  /** Full URL: `<image service>/<externalPath>`. */
  url: z.string(),
});

export const logoTypeSchema = z.enum(['LOGO', 'LOGO_FOOTER', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FAVICON']);
export const logoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  type: logoTypeSchema,
  alt: z.string(),
  onlineImage: onlineImageSchema,
});
export type Logo = z.infer<typeof logoSchema>;

export const languageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  deeplCode: z.string(),
  country: z.object({
    id: z.number().int(),
    alphaTwo: z.string(),
    alphaThree: z.string(),
    numCode: z.number().int(),
    name: z.string(),
  }),
  isValid: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const siteInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  developmentUrl: z.string(),
  productionUrl: z.string(),
  server: z.string(),
  fonts: z.array(fontSchema),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  technicalFileModel: z.string().nullable(),
  dashboardType: z.string(),
  defaultLang: z.string(),
  logos: z.array(logoSchema),
  languages: z.array(languageSchema),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const pageLayoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  html: z.string(),
  /** SHA-256 hex of `html`. */
  hash: z.string(),
  previewUrl: z.string().nullable(),
  /** ISO date-time. */
  updatedAt: z.string(),
});
export type PageLayout = z.infer<typeof pageLayoutSchema>;

export const pageLinkSchema = z.object({
  type: z.enum(['NONE', 'SELF']),
  url: z.string().nullable(),
  jsCode: z.string().nullable(),
});

export const pageCmsSchema = z.object({
  isCmsPage: z.boolean(),
  /**
   * The generic screen the page renders: 'products', 'news', 'blog', 'albums', 'elements',
   * 'form', 'reviews', 'services', 'contact'; null for a content page.
   */
  route: z.string().nullable(),
  /**
   * What the screen needs beyond its route: `{ elementRoute: 'evenements' }` for 'elements'
   * (the route of GET /element/{route}), `{ formId }` for 'form', `{ filters: { kind: 'BOX' } }`
   * for a filtered product list. Empty object when nothing is needed.
   */
  config: z.record(z.string(), z.unknown()),
});

const pageFields = {
  id: z.number().int(),
  title: z.string(),
  /** Full slug path the storefront serves the page at ("femme/balayage"). */
  url: z.string(),
  menuTitle: z.string().nullable(),
  menuIcon: z.string().nullable(),
  order: z.number().int(),
  idParent: z.number().int().nullable(),
  /** The site's home page (served at "/"). */
  isHome: z.boolean(),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  /** Heading-only menu entry: no content of its own. */
  isText: z.boolean(),
  isValid: z.boolean(),
  link: pageLinkSchema,
  cms: pageCmsSchema,
  isEcommercePage: z.boolean(),
  isCustomHeader: z.boolean(),
  isCustomFooter: z.boolean(),
  metaDescription: z.string().nullable(),
};

/** A page of the tree (spec §3 Page) with its children, ordered by `order`. */
export interface PageNode {
  id: number;
  title: string;
  url: string;
  menuTitle: string | null;
  menuIcon: string | null;
  order: number;
  idParent: number | null;
  isHome: boolean;
  showInMenu: boolean;
  isFixedOnRight: boolean;
  isText: boolean;
  isValid: boolean;
  link: z.infer<typeof pageLinkSchema>;
  cms: z.infer<typeof pageCmsSchema>;
  isEcommercePage: boolean;
  isCustomHeader: boolean;
  isCustomFooter: boolean;
  metaDescription: string | null;
  children: PageNode[];
}

export const pageNodeSchema: z.ZodType<PageNode> = z.object({
  ...pageFields,
  get children() {
    return z.array(pageNodeSchema);
  },
});

/** GET /page/{slug}: the page, its sub-tree and its layouts. */
export const pageDetailSchema = z.object({
  ...pageFields,
  children: z.array(pageNodeSchema),
  layouts: z.array(pageLayoutSchema),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** A slug segment: lower-case ASCII, digits and hyphens (spec §5 slugs). */
export const slugSegmentSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);
/** A full slug path "parent/child", as one parameter (`/` encoded as %2F) or several segments. */
export const slugPathSchema = z
  .string()
  .max(400)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/);

export const componentConfSchema = z.object({
  slug: z.string(),
  conf: z.record(z.string(), z.unknown()),
});

export const popupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** CMS html: the storefront sanitizes it. */
  html: z.string(),
  showOnEveryReload: z.boolean(),
  delaySeconds: z.number().int(),
  isActive: z.boolean(),
});
export type Popup = z.infer<typeof popupSchema>;

export const visitSchema = z.object({ id: z.number().int(), from: z.string(), createdAt: z.string() });

export const externalAppConfigSchema = z.object({
  app: z.string(),
  isActive: z.boolean(),
  config: z.record(z.string(), z.unknown()),
});

export const publicKeySchema = z.object({ provider: z.string(), publicKey: z.string() });

export const loadSvgBodySchema = z.object({ url: z.string().trim().min(1).max(2048) });

/** Stored html is bounded: a layout is a page of content, not a file store. */
export const MAX_LAYOUT_HTML = 200_000;
const sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/i, { error: 'Empreinte SHA-256 invalide (64 caractères hexadécimaux).' })
  .transform((s) => s.toLowerCase());

/**
 * POST /admin/page/{idPage}/layout/{idLayout}/hash/check: give the hash you started from (`hash`),
 * or the html you hold (`html`, hashed by the server); at least one.
 */
export const hashCheckBodySchema = z
  .object({ hash: sha256Hex.optional(), html: z.string().max(MAX_LAYOUT_HTML).optional() })
  .refine((b) => b.hash !== undefined || b.html !== undefined, {
    error: 'Indiquez « hash » ou « html ».',
    path: ['hash'],
  });

export const hashCheckResultSchema = z.object({
  /** True when the stored html is no longer the one the client's hash (or html) describes. */
  changed: z.boolean(),
  /** SHA-256 hex of the stored html. */
  hash: z.string(),
});

/** PUT /admin/page/{idPage}/layout/{idLayout}: the new html and the hash of the version it was edited from. */
export const layoutSaveBodySchema = z.object({
  html: z.string().max(MAX_LAYOUT_HTML),
  hash: sha256Hex,
});

export const layoutParamsSchema = z.object({ idPage: idSchema, idLayout: idSchema });
