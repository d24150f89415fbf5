import { afterEach, describe, expect, it, vi } from 'vitest';
import { isConfiguredSiteId, parseDefaultSiteId, parseSites, siteFromEnv, siteIdForHost } from './sites';

describe('the site of a host (design.md §5)', () => {
  const sites = parseSites('localhost=1, salon.localhost=1,vins.localhost=2,bad=x,=3');
  it.each([
    ['localhost:3000', 1],
    ['VINS.localhost:3000', 2],
    ['vins.localhost', 2],
    ['unknown.example', 7],
    [null, 7],
  ])('%s → site %i', (host, id) => {
    expect(siteIdForHost(host, sites, 7)).toBe(id);
  });
  it('ignores malformed pairs', () => {
    expect([...sites.keys()]).toEqual(['localhost', 'salon.localhost', 'vins.localhost']);
  });
  // Issue 12 §4: without a default site, a host outside SITES names no site (proxy.ts answers it 421).
  it.each(['unknown.example', 'localhost.evil.example', 'vins.localhost.', null])(
    '%s → no site without a default',
    (host) => {
      expect(siteIdForHost(host, sites, null)).toBeNull();
    },
  );
});

describe('DEFAULT_SITE_ID is opt-in (issue 12 §4)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['01', null],
    ['deux', null],
    ['2', 2],
    [' 3 ', 3],
  ])('%j → %j', (raw, id) => expect(parseDefaultSiteId(raw)).toBe(id));

  it('unset: an unknown host gets no site; configured hosts keep theirs', () => {
    vi.stubEnv('SITES', 'localhost=1,vins.localhost=2');
    vi.stubEnv('DEFAULT_SITE_ID', '');
    expect(siteFromEnv('evil.example')).toBeNull();
    expect(siteFromEnv('vins.localhost:3000')).toBe(2);
  });

  it('set: an unknown host is served as that site', () => {
    vi.stubEnv('SITES', 'localhost=1,vins.localhost=2');
    vi.stubEnv('DEFAULT_SITE_ID', '2');
    expect(siteFromEnv('evil.example')).toBe(2);
  });

  it('the configured ids are the values of SITES and the default site, nothing else', () => {
    vi.stubEnv('SITES', 'localhost=1,vins.localhost=2');
    vi.stubEnv('DEFAULT_SITE_ID', '');
    expect([1, 2, 3].map(isConfiguredSiteId)).toEqual([true, true, false]);
    vi.stubEnv('DEFAULT_SITE_ID', '5');
    expect([1, 2, 3, 5].map(isConfiguredSiteId)).toEqual([true, true, false, true]);
  });
});
