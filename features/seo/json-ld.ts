import type { SiteInfo } from '@/lib/platform/schemas/site';
import { openingHoursSpecification } from './opening-hours';
import { siteOrigin } from './page-metadata';
import { storedImageSrc } from '@/lib/platform/image-src';

/**
 * The business behind a site as schema.org JSON-LD, for the home page (issue 3 §7): its type, name,
 * address, phone, e-mail, URL, logo, social profiles and opening hours, all from the site's parameters and
 * site info. A value the platform does not give is left out.
 */

type Parameters = Readonly<Record<string, string | null | undefined>>;
export type SiteFacts = Pick<
  SiteInfo,
  'productionUrl' | 'developmentUrl' | 'url' | 'isBuilding' | 'isWinemaker' | 'dashboardType' | 'logos'
>;

const text = (value: string | null | undefined): string | undefined => value?.replace(/\s+/g, ' ').trim() || undefined;

/**
 * The schema.org type: a winemaker's site (site info `isWinemaker`) is a Winery; a beauty site
 * (`dashboardType` BEAUTY) is a HairSalon when the company presents itself with hairdressing, else a
 * BeautySalon; any other business is a LocalBusiness (true of every site, so never wrong).
 */
export function businessType(
  info: Pick<SiteInfo, 'isWinemaker' | 'dashboardType'>,
  parameters: Parameters,
): 'Winery' | 'HairSalon' | 'BeautySalon' | 'LocalBusiness' {
  if (info.isWinemaker) return 'Winery';
  if (info.dashboardType === 'BEAUTY') {
    const about = `${parameters.COMPANY_NAME ?? ''} ${parameters.COMPANY_DESCRIPTION ?? ''}`;
    return /coiff|cheveu|capillaire|barbier|hair/i.test(about) ? 'HairSalon' : 'BeautySalon';
  }
  return 'LocalBusiness';
}

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  addressCountry: 'FR';
}

/**
 * COMPANY_ADDRESS as typed by the owner. "12 rue Mercière, 69002 Lyon" (street, French postcode, town)
 * becomes a PostalAddress; any other shape stays the plain text it is (schema.org accepts text).
 */
export function postalAddress(raw: string | null | undefined): PostalAddress | string | undefined {
  const address = text(raw);
  if (!address) return undefined;
  const match = /^(.+?),\s*(\d{5})\s+([^,\d][^,]*?)(?:,\s*France)?$/i.exec(address);
  if (!match) return address;
  return {
    '@type': 'PostalAddress',
    streetAddress: match[1]!,
    postalCode: match[2]!,
    addressLocality: match[3]!,
    addressCountry: 'FR',
  };
}

const SOCIAL_PARAMETERS = [
  'FACEBOOK_URL',
  'INSTAGRAM_URL',
  'YOUTUBE_URL',
  'TWITTER_URL',
  'LINKEDIN_URL',
  'PINTEREST_URL',
] as const;

function httpUrl(raw: string | null | undefined): string | undefined {
  try {
    const url = new URL(text(raw) ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The reviews' average and count (features/reviews), for the business's AggregateRating. */
export interface RatingSummary {
  average: number;
  count: number;
}

/**
 * The JSON-LD object of the site's business (null when the site has no name: nothing to describe), with an
 * AggregateRating when the site has reviews (GET /google/reviews: average on 1..5 and count).
 */
export function businessJsonLd(
  parameters: Parameters,
  info: SiteFacts,
  rating: RatingSummary | null = null,
): Record<string, unknown> | null {
  const name = text(parameters.COMPANY_NAME);
  if (!name) return null;
  const origin = siteOrigin(info);
  const logo = info.logos.find((l) => l.type === 'LOGO') ?? info.logos.find((l) => l.type === 'LOGO_LIGHT_THEME');
  const logoSrc = storedImageSrc(logo?.onlineImage.externalPath);
  const logoUrl = origin && logoSrc ? new URL(logoSrc, origin).href : undefined;
  const hours = openingHoursSpecification(parameters);
  const sameAs = SOCIAL_PARAMETERS.map((type) => httpUrl(parameters[type])).filter((url): url is string => !!url);
  const entries: [string, unknown][] = [
    ['@context', 'https://schema.org'],
    ['@type', businessType(info, parameters)],
    ['name', name],
    ['description', text(parameters.COMPANY_DESCRIPTION)],
    ['url', origin ? `${origin}/` : undefined],
    ['logo', logoUrl],
    ['image', logoUrl],
    ['telephone', text(parameters.COMPANY_PHONE) ?? text(parameters.COMPANY_MOBILE)],
    ['email', text(parameters.COMPANY_EMAIL)],
    ['address', postalAddress(parameters.COMPANY_ADDRESS)],
    ['openingHoursSpecification', hours.length ? hours : undefined],
    ['sameAs', sameAs.length ? sameAs : undefined],
    [
      'aggregateRating',
      rating && rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    ],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/**
 * JSON for a `<script type="application/ld+json">`: "<" (and ">", "&", U+2028, U+2029) escaped as
 * \uXXXX, so no value (an owner's text) can close the script element or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One crumb of a BreadcrumbList: its name and absolute URL (the last one, the page itself, may have none). */
export interface Crumb {
  name: string;
  url: string | null;
}

/** schema.org BreadcrumbList (issue 15: the blog's ariane), positions from 1; null for an empty trail. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> | null {
  if (crumbs.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: text(crumb.name) ?? '',
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/** What an article's JSON-LD says: a news item (NewsArticle) or a blog article (BlogPosting). */
export interface ArticleFacts {
  type: 'NewsArticle' | 'BlogPosting';
  headline: string;
  description?: string | null;
  datePublished: string;
  /** Absolute URLs. */
  url: string | null;
  image: string | null;
  author?: string | null;
  /** The site's business (COMPANY_NAME): the publisher, and the author when the article names none. */
  publisher?: string | null;
}

/**
 * schema.org NewsArticle / BlogPosting of a detail page. Google wants a headline of at most 110 characters:
 * a longer title is cut (the page keeps it whole). A value the platform does not give is left out.
 */
export function articleJsonLd(facts: ArticleFacts): Record<string, unknown> {
  const publisher = text(facts.publisher);
  const author = text(facts.author);
  const headline = text(facts.headline) ?? '';
  const entries: [string, unknown][] = [
    ['@context', 'https://schema.org'],
    ['@type', facts.type],
    ['headline', headline.length > 110 ? `${headline.slice(0, 109)}…` : headline],
    ['description', text(facts.description)],
    ['datePublished', facts.datePublished],
    ['url', facts.url ?? undefined],
    ['mainEntityOfPage', facts.url ?? undefined],
    ['image', facts.image ? [facts.image] : undefined],
    [
      'author',
      author
        ? { '@type': 'Person', name: author }
        : publisher
          ? { '@type': 'Organization', name: publisher }
          : undefined,
    ],
    ['publisher', publisher ? { '@type': 'Organization', name: publisher } : undefined],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
