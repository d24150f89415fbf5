import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteIdFromSegment, siteIdOf } from './route-params';

describe('the site segment of app/site/[site] (issue 12 §4)', () => {
  beforeEach(() => {
    vi.stubEnv('SITES', 'localhost=1,vins.localhost=2');
    vi.stubEnv('DEFAULT_SITE_ID', '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('is a configured site id', () => {
    expect(siteIdFromSegment('1')).toBe(1);
    expect(siteIdFromSegment('2')).toBe(2);
  });

  // A host name (what the segment used to be), an id no site has, anything else: refused.
  it.each(['localhost', 'vins.localhost', '3', '0', '01', '1.0', '-1', '', '1e0', ' 1', '99999999999'])(
    'refuses %j',
    (segment) => {
      expect(siteIdFromSegment(segment)).toBeNull();
    },
  );

  it('is a 404 while rendering when refused', async () => {
    expect(await siteIdOf(Promise.resolve({ site: '2' }))).toBe(2);
    await expect(siteIdOf(Promise.resolve({ site: 'evil.example' }))).rejects.toThrow();
  });
});
