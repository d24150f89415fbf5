import type { Metadata } from 'next';
import type { PageDetail, SiteInfo } from '@/lib/platform/schemas/site';
import { storedImageSrc } from '@/lib/platform/image-src';
import { cropText } from '@/lib/format/text';

/**
 * Search metadata of the storefront's pages (issue 3 §7): title, description, canonical URL and Open Graph.
 * Pure: the route files read the site and the page, these functions decide.
 */

type Parameters = Readonly<Record<string, string | null | undefined>>;

/** An http(s) URL's origin ("https://www.atelier-lumiere.fr"), or null for anything else. */
export function httpOrigin(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's public origin, from the platform's site info (spec §3): its production URL, or its
 * development URL while the site is still being built (`isBuilding`: the production domain may not
 * answer yet), else its current `url`. Pages are cached per site, not per host, so the origin can never
 * come from the request; null when the platform gives no usable URL (then no absolute URL is published).
 */
export function siteOrigin(
  info: Pick<SiteInfo, 'productionUrl' | 'developmentUrl' | 'url' | 'isBuilding'> | null,
): string | null {
  if (!info) return null;
  const preferred = info.isBuilding
    ? [info.developmentUrl, info.productionUrl]
    : [info.productionUrl, info.developmentUrl];
  for (const candidate of [...preferred, info.url]) {
    const origin = httpOrigin(candidate);
    if (origin) return origin;
  }
  return null;
}

/** The path a page is served at: "/" for the home page, "/<slug path>" otherwise. */
export const pagePath = (page: Pick<PageDetail, 'isHome' | 'url'>): string =>
  page.isHome ? '/' : `/${page.url.split('/').map(encodeURIComponent).join('/')}`;

/** The parameter holding the meta description of the screen a page shows (spec §3 "Content and misc"), if any. */
export function metaParameterOf(page: Pick<PageDetail, 'isHome' | 'cms'>, isWinemaker: boolean): string | null {
  if (page.isHome) return 'HOME_META_DESCRIPTION';
  switch (page.cms.route) {
    case 'contact':
      return 'CONTACT_META_DESCRIPTION';
    case 'news':
      return 'NEWS_META_DESCRIPTION';
    case 'products': {
      // The wine list: a winemaker's product list of wines, not one filtered to boxes or other goods.
      const kind = (page.cms.config.filters as { kind?: unknown } | undefined)?.kind;
      return isWinemaker && (kind === undefined || kind === 'WINE') ? 'WINE_LIST_META_DESCRIPTION' : null;
    }
    default:
      return null;
  }
}

const clean = (text: string | null | undefined): string | undefined => text?.replace(/\s+/g, ' ').trim() || undefined;

/** The longest description taken from a page's own text: what search results show of it. */
export const TEXT_DESCRIPTION_LENGTH = 160;

/**
 * A page's description: for the home, contact, news and wine-list screens the site's dedicated
 * parameter (the owner's SEO setting for that screen), else the page's own `metaDescription`, else — an owner who
 * left both empty still gets a snippet that says what the page is — the start of the page's text, cropped.
 */
export function pageDescription(
  page: Pick<PageDetail, 'isHome' | 'cms' | 'metaDescription'> & { layouts?: readonly { html: string }[] },
  parameters: Parameters,
  isWinemaker: boolean,
): string | undefined {
  const parameter = metaParameterOf(page, isWinemaker);
  const text = () => cropText((page.layouts ?? []).map((layout) => layout.html).join('\n'), TEXT_DESCRIPTION_LENGTH);
  return clean(parameter ? parameters[parameter] : null) ?? clean(page.metaDescription) ?? (text() || undefined);
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first picture of a page's content (its layouts' html), as an absolute URL with its alt text. */
export function firstImage(html: string, origin: string): { url: string; alt?: string } | null {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const raw = src && decodeAttribute((src[1] ?? src[2] ?? '').trim());
    if (!raw || raw.startsWith('//') || !(raw.startsWith('/') || /^https?:\/\//i.test(raw))) continue;
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const altText = alt ? clean(decodeAttribute(alt[1] ?? alt[2] ?? '')) : undefined;
    return { url: new URL(raw, origin).href, ...(altText ? { alt: altText } : {}) };
  }
  return null;
}

/** The site's favicon (its LOGO_FAVICON logo), on the storefront's own origin: the image route serves it. */
export function faviconPath(info: Pick<SiteInfo, 'logos'> | null): string | null {
  const favicon = info?.logos.find((logo) => logo.type === 'LOGO_FAVICON');
  return storedImageSrc(favicon?.onlineImage.externalPath);
}

/**
 * Metadata every page of a site inherits (the per-site layout): base URL, title template, default
 * description, site name and favicon. Nothing page-specific (canonical, og:url): children would inherit it.
 */
export function siteMetadata(
  parameters: Parameters,
  info: Pick<SiteInfo, 'productionUrl' | 'developmentUrl' | 'url' | 'isBuilding' | 'logos'> | null,
): Metadata {
  const name = clean(parameters.COMPANY_NAME) ?? '';
  const origin = siteOrigin(info);
  const favicon = faviconPath(info);
  return {
    ...(origin ? { metadataBase: new URL(origin) } : {}),
    title: { default: name, template: `%s — ${name}` },
    description: clean(parameters.HOME_META_DESCRIPTION),
    openGraph: { siteName: name || undefined, locale: 'fr_FR', type: 'website' },
    // Relative on purpose (Next does not resolve icons against metadataBase): the host the visitor is on.
    ...(favicon ? { icons: { icon: favicon } } : {}),
  };
}

export interface PageMetadataInput {
  page: Pick<PageDetail, 'isHome' | 'url' | 'title' | 'cms' | 'metaDescription' | 'layouts'>;
  parameters: Parameters;
  info: Pick<SiteInfo, 'productionUrl' | 'developmentUrl' | 'url' | 'isBuilding' | 'isWinemaker'> | null;
}

/**
 * A page of the tree: its title (the site name alone on the home page; "<title> — <site>" elsewhere, by
 * the layout's template), description, absolute canonical URL and Open Graph (title, description, url,
 * site_name, locale fr_FR, type website, and its first picture when it has one).
 */
export function pageMetadata({ page, parameters, info }: PageMetadataInput): Metadata {
  const siteName = clean(parameters.COMPANY_NAME);
  const origin = siteOrigin(info);
  const description = pageDescription(page, parameters, info?.isWinemaker ?? false);
  const title = page.isHome ? (siteName ?? page.title) : page.title;
  const url = origin ? new URL(pagePath(page), origin).href : undefined;
  const image = origin ? firstImage(page.layouts.map((layout) => layout.html).join('\n'), origin) : null;
  return {
    title: page.isHome ? { absolute: title } : title,
    description,
    ...(url ? { alternates: { canonical: url } } : {}),
    openGraph: {
      type: 'website',
      locale: 'fr_FR',
      siteName,
      title,
      description,
      url,
      ...(image ? { images: [image] } : {}),
    },
  };
}

export interface RouteMetadataInput {
  /** The path the visitor sees ("/legal-notice"). */
  path: string;
  title: string;
  description?: string;
  parameters: Parameters;
  info: Pick<SiteInfo, 'productionUrl' | 'developmentUrl' | 'url' | 'isBuilding'> | null;
  /** Pages with nothing to find (cart, account): kept out of search results. */
  noIndex?: boolean;
}

/** A fixed route of the site (legal texts, cart…): title, absolute canonical URL and Open Graph, like a tree page. */
export function routeMetadata({
  path,
  title,
  description,
  parameters,
  info,
  noIndex = false,
}: RouteMetadataInput): Metadata {
  const origin = siteOrigin(info);
  const url = origin ? new URL(path, origin).href : undefined;
  return {
    title,
    ...(description ? { description } : {}),
    ...(url ? { alternates: { canonical: url } } : {}),
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: 'website', locale: 'fr_FR', siteName: clean(parameters.COMPANY_NAME), title, description, url },
  };
}
