import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  componentConfSchema,
  externalAppConfigSchema,
  loadSvgBodySchema,
  pageDetailSchema,
  pageNodeSchema,
  parameterSchema,
  popupSchema,
  publicKeySchema,
  siteInfoSchema,
  slugSegmentSchema,
  visitSchema,
  type Language,
  type Logo,
  type SiteInfo,
} from '../../lib/platform/schemas/site';
import { idParams } from '../../lib/platform/schemas/common';
import { componentConfs, externalAppConfigs, logos, paymentKeys, popups, sites, siteVisits } from '../db/schema';
import { publicParametersBody } from '../domain/site/parameters-read';
import { layoutsOf, loadSitePages } from '../domain/site/pages';
import { normalizeSlugPath } from '../domain/site/slug-path';
import { localSvgPath, readSiteSvg } from '../domain/site/svg';
import { ApiError, badRequest, notFound } from '../http/errors';
import { defineRoute, reply, type AnyRoute, type HandlerContext } from '../http/route';
import { t } from '../i18n';

const TAG = 'Site';
const PAGES = 'Pages';

/** The only language of the sample sites (spec §2: one locale, fr_FR). */
const FRENCH: Language = {
  id: 1,
  code: 'fr_FR',
  label: 'Français',
  deeplCode: 'FR',
  country: { id: 75, alphaTwo: 'FR', alphaThree: 'FRA', numCode: 250, name: 'France' },
  isValid: true,
};

const getParameters = defineRoute({
  method: 'get',
  path: '/parameter',
  tag: TAG,
  summary: 'Every public parameter of the site',
  description:
    'List of `{ id, type, kind, label, value }` ordered by id (1…158). `value` is the raw text: BOOLEAN is "true"/"false", ' +
    'NUMBER a decimal string, colours 8-digit hex. Legal texts (kind TEXT) contain placeholders `{{TYPE}}` named after the ' +
    'parameter whose value replaces them (`{{LEGAL_COMPANY_NAME}}`, `{{SIRET_NUMBER}}`…): the storefront substitutes them.',
  response: z.array(parameterSchema),
  handler: async ({ c, db, site }) => {
    const body = await publicParametersBody(db, site.id);
    return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
  },
});

const getSiteInfo = defineRoute({
  method: 'get',
  path: '/site/info',
  tag: TAG,
  summary: 'The site: URLs, server, fonts, flags, logos and languages',
  response: siteInfoSchema,
  handler: async ({ db, site, config }): Promise<SiteInfo> => {
    const [row] = await db.select().from(sites).where(eq(sites.id, site.id));
    if (!row) throw notFound();
    const logoRows = await db.select().from(logos).where(eq(logos.siteId, site.id)).orderBy(asc(logos.id));
    const siteLogos: Logo[] = logoRows.map((l) => ({
      id: l.id,
      filename: l.filename,
      type: l.type,
      alt: l.alt,
      onlineImage: {
        id: l.id,
        externalId: l.filename.replace(/\.[^.]+$/, ''),
        externalType: 'LOCAL',
        externalPath: l.externalPath,
        url: `${config.imageBaseUrl}/${l.externalPath}`,
      },
    }));
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      developmentUrl: row.developmentUrl,
      productionUrl: row.productionUrl,
      server: row.server,
      fonts: row.fonts as SiteInfo['fonts'],
      isWinemaker: row.isWinemaker,
      isECommerce: row.isECommerce,
      isBuilding: row.isBuilding,
      technicalFileModel: row.technicalFileModel,
      dashboardType: row.dashboardType,
      defaultLang: row.defaultLang,
      logos: siteLogos,
      languages: [FRENCH],
    };
  },
});

const getPageTree = defineRoute({
  method: 'get',
  path: '/page',
  tag: PAGES,
  summary: 'The page tree, for the menu',
  description:
    'Root pages with their nested `children`, each level ordered by `order`; only valid pages (an invalid page hides its branch). ' +
    'Layouts are not included: fetch one page with GET /page/{slug}. Menu flags: `showInMenu`, `isFixedOnRight` (right-hand ' +
    'entries such as the shop), `isText` (heading-only entry), `isHome` (the page served at "/").',
  response: z.array(pageNodeSchema),
  handler: async ({ db, site }) => (await loadSitePages(db, site.id)).visible.roots,
});

type SlugParams = { slug: string; child?: string; grandchild?: string };

async function findPage({
  db,
  site,
  params,
  user,
  config,
}: HandlerContext<undefined, Record<string, never>, SlugParams, 'public'>) {
  const url = normalizeSlugPath([params.slug, params.child, params.grandchild]);
  if (!url) throw notFound('site.pageNotFound');
  const isAdmin = user?.role === 'ADMIN' || user?.role === 'SUPER_ADMIN';
  // Admins may open a page that is not published yet; visitors only see valid branches.
  const tree = await loadSitePages(db, site.id);
  const page = (isAdmin ? tree.all : tree.visible).byUrl.get(url);
  if (!page) throw notFound('site.pageNotFound');
  return { ...page, layouts: await layoutsOf(db, site.id, page.id, config.imageBaseUrl) };
}

const slugDescription =
  'A page by its full slug path (`url`, e.g. "femme/balayage"), with its sub-tree and its layouts `[{ id, name, html, hash, ' +
  'previewUrl, updatedAt }]` (html as saved by the builder: the storefront sanitizes it). Nested slugs work as several ' +
  'segments (`/page/femme/balayage`, up to 3) or as one segment with `/` encoded (`/page/femme%2Fbalayage`). ' +
  'Unknown or invalid page → 404 « Cette page est introuvable. ».';
const slugSegment = z.string().max(400);

const getPage = defineRoute({
  method: 'get',
  path: '/page/{slug}',
  tag: PAGES,
  summary: 'One page by slug, with children and layouts',
  description: slugDescription,
  params: z.object({ slug: slugSegment }),
  response: pageDetailSchema,
  handler: (ctx) => findPage(ctx),
});
const getPageChild = defineRoute({
  method: 'get',
  path: '/page/{slug}/{child}',
  tag: PAGES,
  summary: 'One sub-page by its two-segment slug path',
  description: slugDescription,
  params: z.object({ slug: slugSegment, child: slugSegment }),
  response: pageDetailSchema,
  handler: (ctx) => findPage(ctx),
});
const getPageGrandchild = defineRoute({
  method: 'get',
  path: '/page/{slug}/{child}/{grandchild}',
  tag: PAGES,
  summary: 'One sub-sub-page by its three-segment slug path',
  description: slugDescription,
  params: z.object({ slug: slugSegment, child: slugSegment, grandchild: slugSegment }),
  response: pageDetailSchema,
  handler: (ctx) => findPage(ctx),
});

const getComponentConf = defineRoute({
  method: 'get',
  path: '/component/conf/{slug}',
  tag: PAGES,
  summary: "A storefront component's configuration (e.g. home-slider, contact-map)",
  params: z.object({ slug: z.string().max(120) }),
  response: componentConfSchema,
  handler: async ({ db, site, params }) => {
    if (!slugSegmentSchema.safeParse(params.slug).success) throw notFound('site.componentNotFound');
    const [row] = await db
      .select({ slug: componentConfs.slug, conf: componentConfs.conf })
      .from(componentConfs)
      .where(and(eq(componentConfs.siteId, site.id), eq(componentConfs.slug, params.slug)));
    if (!row) throw notFound('site.componentNotFound');
    return row;
  },
});

const getPopup = defineRoute({
  method: 'get',
  path: '/popup/{id}',
  tag: TAG,
  summary: 'A popup (html sanitized by the storefront)',
  description:
    'Inactive popups are returned too, with `isActive: false`, so a stored reference can be dropped by the storefront.',
  params: idParams,
  response: popupSchema,
  handler: async ({ db, site, params }) => {
    const [row] = await db
      .select({
        id: popups.id,
        title: popups.title,
        html: popups.html,
        showOnEveryReload: popups.showOnEveryReload,
        delaySeconds: popups.delaySeconds,
        isActive: popups.isActive,
      })
      .from(popups)
      .where(and(eq(popups.siteId, site.id), eq(popups.id, params.id)));
    if (!row) throw notFound('site.popupNotFound');
    return row;
  },
});

const logVisit = defineRoute({
  method: 'get',
  path: '/site/visit/{from}',
  tag: TAG,
  summary: 'Logs a visit that came from a tracked link (`?from=` of spec §4)',
  description: '`from` is 1 to 100 characters of letters, digits, `.`, `_` or `-`. Answers the recorded visit.',
  params: z.object({
    from: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,100}$/),
  }),
  response: visitSchema,
  handler: async ({ db, site, params, config }) => {
    const [row] = await db
      .insert(siteVisits)
      .values({ siteId: site.id, from: params.from, createdAt: config.now() })
      .returning();
    return reply({ id: row!.id, from: row!.from, createdAt: row!.createdAt.toISOString() }, t('site.visitLogged'));
  },
});

const getPublicKey = defineRoute({
  method: 'get',
  path: '/{provider}/public-key',
  tag: TAG,
  summary: 'The public key of a card payment provider: GET /custom-{provider}/public-key',
  description:
    'The path is `/custom-<provider>/public-key`, e.g. `/custom-stripe/public-key` (the router cannot split a segment, so the ' +
    'parameter is the whole `custom-stripe`). Any other first segment, or a provider without a key on this site → 404.',
  params: z.object({ provider: z.string().max(60) }),
  response: publicKeySchema,
  handler: async ({ db, site, params }) => {
    const match = /^custom-([a-z0-9][a-z0-9-]{0,39})$/.exec(params.provider);
    if (!match) throw ApiError.of(404, 'errors.routeNotFound');
    const [row] = await db
      .select({ provider: paymentKeys.provider, publicKey: paymentKeys.publicKey })
      .from(paymentKeys)
      .where(and(eq(paymentKeys.siteId, site.id), eq(paymentKeys.provider, match[1]!)));
    if (!row) throw notFound('site.publicKeyNotFound');
    return row;
  },
});

const getExternalAppConfig = defineRoute({
  method: 'get',
  path: '/external-app/{app}/config/public',
  tag: TAG,
  summary: "An external app's public configuration (e.g. PRODUCT_FILE_GENERATOR, loaded at start)",
  description: '`{ app, isActive, config }`; an app that is not configured on the site → 404.',
  params: z.object({ app: z.string().max(64) }),
  response: externalAppConfigSchema,
  handler: async ({ db, site, params }) => {
    if (!/^[A-Z][A-Z0-9_]{0,63}$/.test(params.app)) throw notFound('site.externalAppNotFound');
    const [row] = await db
      .select({
        app: externalAppConfigs.app,
        isActive: externalAppConfigs.isActive,
        config: externalAppConfigs.publicConfig,
      })
      .from(externalAppConfigs)
      .where(and(eq(externalAppConfigs.siteId, site.id), eq(externalAppConfigs.app, params.app)));
    if (!row) throw notFound('site.externalAppNotFound');
    return row;
  },
});

const loadSvg = defineRoute({
  method: 'post',
  path: '/image/load-svg',
  tag: TAG,
  summary: "The text of an SVG image of the site's own image service",
  description:
    'Body `{ url }`: a URL of this site on the image service (`<image service>/<idSite>/<file>.svg`, or the path alone). ' +
    "The file is read from the local upload folder (else the sample sites' seeded media); nothing is ever fetched over the network. Any other URL → 400; " +
    'a missing file → 404. `data` is the SVG text (to inline; the storefront sanitizes it).',
  body: loadSvgBodySchema,
  response: z.string(),
  handler: async ({ body, config, site }) => {
    const file = localSvgPath(body.url, {
      imageBaseUrl: config.imageBaseUrl,
      uploadDir: config.uploadDir,
      siteId: site.id,
    });
    if (!file) throw badRequest('site.svgOutside');
    const svg = await readSiteSvg(file, config.uploadDir);
    if (svg === null) throw notFound('site.svgNotFound');
    return svg;
  },
});

// Specific paths before the catch-all `/{provider}/public-key`.
export const siteRoutes: AnyRoute[] = [
  getParameters,
  getSiteInfo,
  logVisit,
  getPageTree,
  getPage,
  getPageChild,
  getPageGrandchild,
  getComponentConf,
  getPopup,
  getExternalAppConfig,
  loadSvg,
  getPublicKey,
];
