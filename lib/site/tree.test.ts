import { describe, expect, it } from 'vitest';
import { homeSlug, linkedPaths, linkTarget, servedPaths, type ServedNode } from './tree';

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

describe('where a link entry of the menu leads', () => {
  const link = (url: string | null) => ({ link: { type: 'SELF', url } });
  it('a site path or a web link, trimmed; never a script, a protocol-relative or a missing URL', () => {
    expect(linkTarget(link(' /nous-contacter#rendez-vous '))).toBe('/nous-contacter#rendez-vous');
    expect(linkTarget(link('https://reservation.exemple.fr/salon'))).toBe('https://reservation.exemple.fr/salon');
    expect(linkTarget(link('javascript:alert(1)'))).toBeNull();
    expect(linkTarget(link('//ailleurs.exemple'))).toBeNull();
    expect(linkTarget(link(null))).toBeNull();
    expect(linkTarget({ link: { type: 'NONE', url: '/tarifs' } })).toBeNull();
  });
  it("maps each link entry's own path to its target, nested too; not pages, headings, unsafe or circular links", () => {
    const tree = [
      node('accueil', { isHome: true, ...link('/ailleurs') }),
      node('prendre-rendez-vous', link('/nous-contacter#rendez-vous')),
      node('femme', { children: [node('femme/reserver', link('https://reservation.exemple.fr'))] }),
      node('titre', { isText: true, ...link('/tarifs') }),
      node('piege', link('javascript:alert(1)')),
      node('boucle', link('/boucle/?x=1')),
      node('tarifs'),
    ];
    expect(Object.fromEntries(linkedPaths(tree))).toEqual({
      'prendre-rendez-vous': '/nous-contacter#rendez-vous',
      'femme/reserver': 'https://reservation.exemple.fr',
    });
  });
});
