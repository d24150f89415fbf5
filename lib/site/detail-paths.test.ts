import { describe, expect, it } from 'vitest';
import {
  canonicalDetailPath,
  detailItemUrl,
  detailListPaths,
  elementListRoutes,
  elementRouteOf,
  parseDetailPath,
  type DetailNode,
} from './detail-paths';

const node = (url: string, route: string | null, extra: Partial<DetailNode> = {}): DetailNode => ({
  url,
  isHome: false,
  isText: false,
  link: { type: 'NONE' },
  cms: { route },
  children: [],
  ...extra,
});

const tree = [
  node('accueil', 'products', { isHome: true }),
  node('nos-vins', 'products'),
  node('boutique', null, { children: [node('boutique/coffrets', 'products')] }),
  node('tarifs-et-prestations', 'services'),
  node('actualites', 'news'),
  node('blog', 'blog'),
  node('galerie', 'albums'),
  node('lien', 'products', { link: { type: 'SELF' } }),
  node('elements', 'elements'),
];
const lists = detailListPaths(tree);

describe('detailListPaths: list screens with detail pages', () => {
  it('finds products, services, news, blog and album lists, nested too, not other screens, link entries or the home page', () => {
    expect(Object.fromEntries(lists)).toEqual({
      'nos-vins': 'products',
      'boutique/coffrets': 'products',
      'tarifs-et-prestations': 'services',
      actualites: 'news',
      blog: 'blog',
      'blog/dossier': 'blogFolders',
      galerie: 'albums',
    });
  });
});

describe('parseDetailPath: <list path>/<slug>-<id>', () => {
  it.each([
    [
      'nos-vins/les-terres-rouges-1001',
      { listPath: 'nos-vins', screen: 'products', id: 1001, slug: 'les-terres-rouges' },
    ],
    ['nos-vins/1001', { listPath: 'nos-vins', screen: 'products', id: 1001, slug: '' }],
    [
      'boutique/coffrets/coffret-1101',
      { listPath: 'boutique/coffrets', screen: 'products', id: 1101, slug: 'coffret' },
    ],
    [
      'tarifs-et-prestations/balayage-12',
      { listPath: 'tarifs-et-prestations', screen: 'services', id: 12, slug: 'balayage' },
    ],
    ['nos-vins/foo-999999', { listPath: 'nos-vins', screen: 'products', id: 999999, slug: 'foo' }],
    ['actualites/une-news-3', { listPath: 'actualites', screen: 'news', id: 3, slug: 'une-news' }],
    ['blog/tresses-faciles-12', { listPath: 'blog', screen: 'blog', id: 12, slug: 'tresses-faciles' }],
    ['blog/dossier/mariage-3', { listPath: 'blog/dossier', screen: 'blogFolders', id: 3, slug: 'mariage' }],
    ['galerie/mariages-2', { listPath: 'galerie', screen: 'albums', id: 2, slug: 'mariages' }],
  ])('%s', (path, expected) => {
    expect(parseDetailPath(path, lists)).toEqual(expected);
  });
  it.each([
    ['nos-vins/les-terres-rouges', 'no id'],
    ['nos-vins/x-0', 'id 0'],
    ['nos-vins/x-007', 'leading zeros'],
    ['nos-vins/x-99999999999', 'id too large'],
    ['elements/un-element-3', 'not a detail screen'],
    ['blog/dossier', 'the folders’ segment alone'],
    ['blog/dossier/mariage', 'a folder without id'],
    ['blog/mariage-3/tresses-12', 'an article below a folder segment'],
    ['nos-vins/a/b-3', 'deeper than one segment'],
    ['inconnu/a-3', 'unknown list'],
    ['lien/a-3', 'a link entry'],
    ['produit-3', 'below the home page'],
    ['accueil/produit-3', 'below the home page’s slug'],
  ])('%s → null (%s)', (path) => {
    expect(parseDetailPath(path, lists)).toBeNull();
  });
});

describe('canonical paths and existence checks', () => {
  it('builds the canonical path', () => {
    expect(canonicalDetailPath('nos-vins', 'les-terres-rouges', 1001)).toBe('/nos-vins/les-terres-rouges-1001');
    expect(canonicalDetailPath('nos-vins', '', 1001)).toBe('/nos-vins/1001');
  });
  it('asks the platform for the item', () => {
    expect(detailItemUrl({ screen: 'products', id: 5 })).toBe('/product/5');
    expect(detailItemUrl({ screen: 'services', id: 5 })).toBe('/service/5');
    expect(detailItemUrl({ screen: 'news', id: 5 })).toBe('/news/5');
    expect(detailItemUrl({ screen: 'blog', id: 5 })).toBe('/blog/5');
    expect(detailItemUrl({ screen: 'blogFolders', id: 5 })).toBe('/blog/folder/5');
    expect(detailItemUrl({ screen: 'albums', id: 5 })).toBe('/album/5');
  });
});

describe('element lists (issue 15): events and the owner’s other lists', () => {
  const events = (url: string, config: Record<string, unknown>, extra: Partial<DetailNode> = {}) =>
    node(url, 'elements', { cms: { route: 'elements', config }, ...extra });
  const elementTree = [
    events('evenements', { elementRoute: 'evenements' }),
    events('ateliers', { elementRoute: 'Pas une route!' }),
    events('sans-route', {}),
    events('lien-evenements', { elementRoute: 'evenements' }, { link: { type: 'SELF' } }),
  ];
  const elementLists = detailListPaths(elementTree);
  const routes = elementListRoutes(elementTree);

  it('serves detail pages only below a list that names a valid element route', () => {
    expect(Object.fromEntries(elementLists)).toEqual({ evenements: 'elements' });
    expect(Object.fromEntries(routes)).toEqual({ evenements: 'evenements' });
    expect(elementRouteOf({ elementRoute: '../admin' })).toBeNull();
  });

  it('parses an event’s page with its element route, and asks GET /element/{route}/{id}', () => {
    const detail = parseDetailPath('evenements/atelier-chignon-facile-12', elementLists, routes);
    expect(detail).toEqual({
      listPath: 'evenements',
      screen: 'elements',
      id: 12,
      slug: 'atelier-chignon-facile',
      elementRoute: 'evenements',
    });
    expect(detailItemUrl(detail!)).toBe('/element/evenements/12');
    expect(parseDetailPath('evenements/atelier-12', elementLists)).toBeNull();
    expect(parseDetailPath('sans-route/atelier-12', elementLists, routes)).toBeNull();
  });
});
