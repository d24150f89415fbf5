import { describe, expect, it } from 'vitest';
import { parseSites, siteIdForHost } from './sites';

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
});
