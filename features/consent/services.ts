/**
 * Spec §2 "Cookie consent banner": the optional trackers, registered in tarteaucitron only when their
 * identifiers are set in the site's parameters (mock-api/seed/site-parameters.ts, "Trackers"):
 *
 * | tracker (spec wording)        | parameters                      | tarteaucitron service      |
 * |-------------------------------|---------------------------------|----------------------------|
 * | web analytics (address, id)   | MATOMO_URL + MATOMO_SITE_ID     | `matomo`                   |
 * | tag service                   | GOOGLE_TAG_ID                   | `gtag`                     |
 * | ads service                   | GOOGLE_ADS_ID                   | `googleads`                |
 * | privacy analytics (domain)    | PLAUSIBLE_DOMAIN                | `plausible`                |
 * | tag manager (list of ids)     | GOOGLE_TAG_MANAGER_IDS          | `multiplegoogletagmanager` |
 * | social pixel                  | FACEBOOK_PIXEL_ID               | `facebookpixel`            |
 *
 * A value that does not look like its identifier is ignored: it is pasted by the owner and ends up in a
 * script URL, so it must not be able to change that URL. Pure: no I/O, unit-tested in services.test.ts.
 */

/** Every tarteaucitron service this storefront can register (the build ships only these: services-file.ts). */
export const CONSENT_SERVICE_KEYS = [
  'matomo',
  'gtag',
  'googleads',
  'plausible',
  'multiplegoogletagmanager',
  'facebookpixel',
] as const;
export type ConsentServiceKey = (typeof CONSENT_SERVICE_KEYS)[number];

/**
 * The services whose purpose is advertising (or, for a tag manager, may be: it loads whatever the owner set up in it);
 * the others measure the audience. The banner tells the visitor what they are asked to accept, no more.
 */
const ADVERTISING: ReadonlySet<ConsentServiceKey> = new Set(['googleads', 'multiplegoogletagmanager', 'facebookpixel']);

/** What the site's trackers are for, as the banner says it: audience measurement, advertising, or both. */
export function consentPurpose(services: readonly Pick<ConsentService, 'key'>[]): 'audience' | 'ads' | 'both' {
  const ads = services.some(({ key }) => ADVERTISING.has(key));
  const audience = services.some(({ key }) => !ADVERTISING.has(key));
  return ads && audience ? 'both' : ads ? 'ads' : 'audience';
}

/** One tarteaucitron service: its key (pushed to `tarteaucitron.job`) and the `tarteaucitron.user` values it reads. */
export interface ConsentService {
  key: ConsentServiceKey;
  user: Readonly<Record<string, string | readonly string[]>>;
}

type Parameters = Readonly<Record<string, string | null | undefined>>;

/** Google, Meta and Matomo identifiers: letters, digits and dashes (G-ABC123, AW-123, GTM-XYZ, 1234567890). */
const TRACKER_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
const DIGITS = /^\d{1,20}$/;
const DOMAIN = /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

const value = (parameters: Parameters, type: string) => parameters[type]?.trim() || null;

/** An http(s) address without credentials, query or fragment, as the base URL tarteaucitron appends `piwik.js` to. */
export function matomoBase(address: string | null): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${path}`;
}

/** The tag manager's ids: a list separated by commas, semicolons or spaces; invalid entries dropped, duplicates once. */
export function tagManagerIds(list: string | null): string[] {
  if (!list) return [];
  return [...new Set(list.split(/[\s,;]+/).filter((id) => TRACKER_ID.test(id)))];
}

/** The services to register, in a fixed order, for a site's parameters (none when nothing is configured). */
export function consentServices(parameters: Parameters): ConsentService[] {
  const services: ConsentService[] = [];

  const matomoHost = matomoBase(value(parameters, 'MATOMO_URL'));
  const matomoId = value(parameters, 'MATOMO_SITE_ID');
  if (matomoHost && matomoId && DIGITS.test(matomoId)) services.push({ key: 'matomo', user: { matomoHost, matomoId } });

  const gtag = value(parameters, 'GOOGLE_TAG_ID');
  if (gtag && TRACKER_ID.test(gtag)) services.push({ key: 'gtag', user: { gtagUa: gtag } });

  const ads = value(parameters, 'GOOGLE_ADS_ID');
  if (ads && TRACKER_ID.test(ads)) services.push({ key: 'googleads', user: { googleadsId: ads } });

  const plausible = value(parameters, 'PLAUSIBLE_DOMAIN');
  if (plausible && DOMAIN.test(plausible))
    services.push({ key: 'plausible', user: { plausibleDomain: plausible.toLowerCase() } });

  const gtm = tagManagerIds(value(parameters, 'GOOGLE_TAG_MANAGER_IDS'));
  if (gtm.length > 0) services.push({ key: 'multiplegoogletagmanager', user: { multiplegoogletagmanagerId: gtm } });

  const pixel = value(parameters, 'FACEBOOK_PIXEL_ID');
  if (pixel && DIGITS.test(pixel)) services.push({ key: 'facebookpixel', user: { facebookpixelId: pixel } });

  return services;
}

/** What a registered tracker may reach once accepted: the hosts its script, beacons, pixels and frames use. */
export interface TrackerSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

// The hosts each vendor documents for a Content-Security-Policy (Google tag / Ads, Meta pixel, Plausible).
const GOOGLE_TAG = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const GOOGLE_ADS = [
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
  'https://pagead2.googlesyndication.com',
];

function sourcesOf(service: ConsentService): TrackerSources {
  switch (service.key) {
    case 'matomo': {
      const origin = new URL(String(service.user.matomoHost)).origin;
      return { script: [origin], connect: [origin], img: [origin], frame: [] };
    }
    case 'gtag':
      return {
        script: [GOOGLE_TAG],
        connect: [GOOGLE_TAG, ...GOOGLE_ANALYTICS],
        img: [GOOGLE_TAG, ...GOOGLE_ANALYTICS],
        frame: [],
      };
    case 'googleads':
      return {
        script: [GOOGLE_TAG, ...GOOGLE_ADS],
        connect: [GOOGLE_TAG, ...GOOGLE_ADS],
        img: [GOOGLE_TAG, ...GOOGLE_ADS],
        frame: ['https://bid.g.doubleclick.net', 'https://td.doubleclick.net', GOOGLE_TAG],
      };
    case 'plausible':
      return { script: ['https://plausible.io'], connect: ['https://plausible.io'], img: [], frame: [] };
    case 'multiplegoogletagmanager':
      return {
        script: [GOOGLE_TAG],
        connect: [GOOGLE_TAG, ...GOOGLE_ANALYTICS],
        img: [GOOGLE_TAG, ...GOOGLE_ANALYTICS],
        frame: [GOOGLE_TAG],
      };
    case 'facebookpixel':
      return {
        script: ['https://connect.facebook.net'],
        connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
        img: ['https://www.facebook.com'],
        frame: [],
      };
  }
}

/** The union of the sources of the given services, each host once, in a stable order. */
export function trackerSources(services: readonly ConsentService[]): TrackerSources {
  const all: TrackerSources = { script: [], connect: [], img: [], frame: [] };
  for (const service of services) {
    const sources = sourcesOf(service);
    for (const directive of ['script', 'connect', 'img', 'frame'] as const) {
      for (const host of sources[directive]) if (!all[directive].includes(host)) all[directive].push(host);
    }
  }
  return all;
}
