import { describe, expect, it } from 'vitest';
import { homeSlug, servedPaths, type ServedNode } from './tree';

const node = (url: string, extra: Partial<ServedNode> = {}): ServedNode => ({
  url,
  isHome: false,
  isText: false,
  link: { type: 'NONE' },
  children: [],
  ...extra,
});

describe('the paths a page tree serves', () => {
  const tree = [
    node('accueil', { isHome: true }),
    node('femme', { children: [node('femme/balayage')] }),
    node('perte-de-cheveux', { isText: true, children: [node('perte-de-cheveux/cure-de-repousse')] }),
    node('prendre-rendez-vous', { link: { type: 'SELF' } }),
  ];
  it('serves the home at "", pages and sub-pages, but not heading-only or link entries', () => {
    expect([...servedPaths(tree)].sort()).toEqual(['', 'femme', 'femme/balayage', 'perte-de-cheveux/cure-de-repousse']);
  });
  it('finds the home slug', () => {
    expect(homeSlug(tree)).toBe('accueil');
    expect(homeSlug([node('a')])).toBeNull();
  });
});
