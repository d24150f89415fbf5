import { describe, expect, it } from 'vitest';
import { consentPurpose, consentServices, matomoBase, tagManagerIds, trackerSources } from './services';

const ALL = {
  MATOMO_URL: 'https://stats.example.fr/matomo',
  MATOMO_SITE_ID: '7',
  GOOGLE_TAG_ID: 'G-AB12CD34EF',
  GOOGLE_ADS_ID: 'AW-123456789',
  PLAUSIBLE_DOMAIN: 'Domaine.example.fr',
  GOOGLE_TAG_MANAGER_IDS: 'GTM-AAAA111, GTM-BBBB222;GTM-AAAA111',
  FACEBOOK_PIXEL_ID: '1234567890123',
};

describe('consentServices (spec §2: optional trackers only when their ids are configured)', () => {
  it('registers nothing for a site without tracker parameters (the seeded salon)', () => {
    expect(consentServices({})).toEqual([]);
    expect(consentServices({ MATOMO_URL: null, GOOGLE_TAG_ID: '', FACEBOOK_PIXEL_ID: '   ' })).toEqual([]);
  });

  it('maps every tracker parameter to its tarteaucitron service and user values', () => {
    expect(consentServices(ALL)).toEqual([
      { key: 'matomo', user: { matomoHost: 'https://stats.example.fr/matomo/', matomoId: '7' } },
      { key: 'gtag', user: { gtagUa: 'G-AB12CD34EF' } },
      { key: 'googleads', user: { googleadsId: 'AW-123456789' } },
      { key: 'plausible', user: { plausibleDomain: 'domaine.example.fr' } },
      { key: 'multiplegoogletagmanager', user: { multiplegoogletagmanagerId: ['GTM-AAAA111', 'GTM-BBBB222'] } },
      { key: 'facebookpixel', user: { facebookpixelId: '1234567890123' } },
    ]);
  });

  it.each([
    ['web analytics needs both the address and the site id', { MATOMO_URL: 'https://stats.example.fr/' }],
    ['web analytics needs both the address and the site id', { MATOMO_SITE_ID: '3' }],
    ['a Matomo address must be http(s)', { MATOMO_URL: 'javascript:alert(1)//', MATOMO_SITE_ID: '3' }],
    ['a Matomo site id is a number', { MATOMO_URL: 'https://stats.example.fr/', MATOMO_SITE_ID: '3&x=1' }],
    ['an id cannot change the script URL', { GOOGLE_TAG_ID: 'G-1"><script>' }],
    ['an id cannot change the script URL', { GOOGLE_ADS_ID: 'AW-1&callback=x' }],
    ['a Plausible domain is a host name', { PLAUSIBLE_DOMAIN: 'evil.example/x.js?' }],
    ['a pixel id is digits', { FACEBOOK_PIXEL_ID: 'abc' }],
    ['a tag manager list without a valid id', { GOOGLE_TAG_MANAGER_IDS: ' , ;' }],
  ])('ignores invalid values: %s', (_why, parameters) => {
    expect(consentServices(parameters)).toEqual([]);
  });

  it('normalises the Matomo address to a base URL ending in /', () => {
    expect(matomoBase('https://stats.example.fr')).toBe('https://stats.example.fr/');
    expect(matomoBase('https://stats.example.fr/m/?x=1#y')).toBe('https://stats.example.fr/m/');
    expect(matomoBase('https://user:pw@stats.example.fr/')).toBeNull();
    expect(matomoBase('ftp://stats.example.fr/')).toBeNull();
  });

  it('reads a tag manager list separated by commas, semicolons or spaces', () => {
    expect(tagManagerIds('GTM-1 GTM-2,GTM-3;GTM-2')).toEqual(['GTM-1', 'GTM-2', 'GTM-3']);
    expect(tagManagerIds(null)).toEqual([]);
  });
});

describe('trackerSources (the hosts the Content-Security-Policy opens)', () => {
  it('opens nothing when no tracker is registered', () => {
    expect(trackerSources([])).toEqual({ script: [], connect: [], img: [], frame: [] });
  });

  it('opens the owner-given Matomo origin and the vendors’ documented hosts, each once', () => {
    const sources = trackerSources(consentServices(ALL));
    expect(sources.script).toEqual([
      'https://stats.example.fr',
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
      'https://pagead2.googlesyndication.com',
      'https://plausible.io',
      'https://connect.facebook.net',
    ]);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.connect).toContain('https://plausible.io');
    expect(sources.img).toContain('https://www.facebook.com');
    expect(new Set(sources.connect).size).toBe(sources.connect.length);
  });

  it('opens only Plausible for a Plausible-only site', () => {
    expect(trackerSources(consentServices({ PLAUSIBLE_DOMAIN: 'a.fr' }))).toEqual({
      script: ['https://plausible.io'],
      connect: ['https://plausible.io'],
      img: [],
      frame: [],
    });
  });
});

describe('consentPurpose (what the banner says the cookies are for)', () => {
  const of = (...keys: Parameters<typeof consentPurpose>[0][number]['key'][]) =>
    consentPurpose(keys.map((key) => ({ key })));

  it('audience measurement only, for analytics (the wine estate: Matomo and the Google tag)', () => {
    expect(of('matomo', 'gtag')).toBe('audience');
    expect(of('plausible')).toBe('audience');
  });

  it('advertising for the ads service, the social pixel and a tag manager (it may load anything)', () => {
    expect(of('googleads')).toBe('ads');
    expect(of('facebookpixel', 'multiplegoogletagmanager')).toBe('ads');
  });

  it('both when the site has both kinds', () => {
    expect(of('matomo', 'facebookpixel')).toBe('both');
  });
});
