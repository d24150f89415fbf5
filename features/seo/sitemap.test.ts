import { describe, expect, it } from 'vitest';
import { detailPagePaths, elementPagePaths, originOf, presetListPaths, robotsTxt, sitemapXml } from './sitemap';

const node = (url: string, extra = {}) => ({
  url,
  isHome: false,
  isText: false,
  link: { type: 'NONE' },
  children: [],
  ...extra,
});

describe('sitemap and robots per site', () => {
  it('lists the home first, every served page and the legal texts, with the visitor host', () => {
    const xml = sitemapXml('http://vins.localhost:3000', [
      node('accueil', { isHome: true }),
      node('nos-vins'),
      node('info', { isText: true, children: [node('info/a&b')] }),
    ]);
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
    const request = new Request('http://127.0.0.1:3000/sitemap.xml', {
      headers: { host: 'salon.localhost:3000', 'x-forwarded-proto': 'https' },
    });
    expect(originOf(request)).toBe('https://salon.localhost:3000');
  });

  it('lists the detail pages after the tree’s pages, each once', () => {
    const xml = sitemapXml(
      'https://vins.example',
      [node('nos-vins')],
      ['/nos-vins/rouge-1', 'nos-vins/rouge-1', '/nos-vins/blanc-2'],
    );
    expect(xml.match(/<loc>[^<]+<\/loc>/g)!.slice(0, 3)).toEqual([
      '<loc>https://vins.example/nos-vins</loc>',
      '<loc>https://vins.example/nos-vins/rouge-1</loc>',
      '<loc>https://vins.example/nos-vins/blanc-2</loc>',
    ]);
  });
});

describe('detailPagePaths', () => {
  const items = { products: [{ slug: 'rouge', id: 1 }], services: [{ slug: 'coupe', id: 7 }] };

  it('lists each album once below the albums page (issue 15)', () => {
    const lists = new Map([
      ['galerie', 'albums'],
      ['autre-galerie', 'albums'],
    ] as const);
    expect(detailPagePaths(lists, { albums: [{ slug: 'mariages', id: 2 }] })).toEqual(['/galerie/mariages-2']);
  });

  it('puts each item below the first list page of its kind, in the tree’s order', () => {
    const lists = new Map([
      ['nos-vins', 'products'],
      ['coffrets', 'products'],
      ['tarifs', 'services'],
    ] as const);
    expect(detailPagePaths(lists, items)).toEqual(['/nos-vins/rouge-1', '/tarifs/coupe-7']);
  });

  it('prefers a list without a preset (« Coffrets » shows only boxes) over an earlier one with it', () => {
    const lists = new Map([
      ['coffrets', 'products'],
      ['nos-vins', 'products'],
    ] as const);
    const tree = [
      { url: 'coffrets', cms: { config: { filters: { kind: 'BOX' } } }, children: [] },
      {
        url: 'nos-vins',
        cms: { config: {} },
        children: [{ url: 'nos-vins/promos', cms: { config: { filters: { tags: ['promo'] } } }, children: [] }],
      },
    ];
    expect([...presetListPaths(tree)]).toEqual(['coffrets', 'nos-vins/promos']);
    expect(detailPagePaths(lists, items, presetListPaths(tree))).toEqual(['/nos-vins/rouge-1']);
    expect(detailPagePaths(new Map([['coffrets', 'products']] as const), items, new Set(['coffrets']))).toEqual([
      '/coffrets/rouge-1',
    ]);
  });

  it('adds nothing for a kind the tree has no list page for', () => {
    expect(detailPagePaths(new Map([['tarifs', 'services']] as const), items)).toEqual(['/tarifs/coupe-7']);
    expect(detailPagePaths(new Map(), items)).toEqual([]);
  });
});

describe('elementPagePaths (issue 15): each element once, below the first list page of its route', () => {
  it('lists the items of each element route under its list page, each once', () => {
    const routes = new Map([
      ['evenements', 'evenements'],
      ['agenda', 'evenements'],
      ['partenaires', 'partenaires'],
    ]);
    const items = { evenements: [{ slug: 'atelier', id: 3 }], partenaires: [{ slug: 'spa', id: 9 }] };
    expect(elementPagePaths(routes, items)).toEqual(['/evenements/atelier-3', '/partenaires/spa-9']);
    expect(elementPagePaths(new Map(), items)).toEqual([]);
  });
});
