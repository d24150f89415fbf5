import { describe, expect, it } from 'vitest';
import { originOf, robotsTxt, sitemapXml } from './sitemap';

const node = (url: string, extra = {}) => ({ url, isHome: false, isText: false, link: { type: 'NONE' }, children: [], ...extra });

describe('sitemap and robots per site', () => {
  it('lists the home first, every served page and the legal texts, with the visitor host', () => {
    const xml = sitemapXml('http://vins.localhost:3000', [node('accueil', { isHome: true }), node('nos-vins'), node('info', { isText: true, children: [node('info/a&b')] })]);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>http://vins.localhost:3000/</loc>',
      '<loc>http://vins.localhost:3000/info/a&amp;b</loc>',
      '<loc>http://vins.localhost:3000/nos-vins</loc>',
      '<loc>http://vins.localhost:3000/legal-notice</loc>',
      '<loc>http://vins.localhost:3000/privacy-policy</loc>',
      '<loc>http://vins.localhost:3000/cookie-policy</loc>',
      '<loc>http://vins.localhost:3000/use-terms</loc>',
      '<loc>http://vins.localhost:3000/sale-terms</loc>',
    ]);
  });

  it('points robots at the sitemap and keeps private screens out', () => {
    const robots = robotsTxt('https://www.atelier-lumiere.fr');
    expect(robots).toContain('Sitemap: https://www.atelier-lumiere.fr/sitemap.xml');
    expect(robots).toContain('Disallow: /mon-compte');
  });

  it('takes the origin from the proxy headers when there are some', () => {
    const request = new Request('http://127.0.0.1:3000/sitemap.xml', { headers: { host: 'salon.localhost:3000', 'x-forwarded-proto': 'https' } });
    expect(originOf(request)).toBe('https://salon.localhost:3000');
  });
});
