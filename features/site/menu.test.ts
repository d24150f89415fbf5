import { describe, expect, it } from 'vitest';
import type { PageNode } from '@/lib/platform/schemas/site';
import {
  buildMenu,
  contactPage,
  hiddenContactPath,
  isActiveHref,
  isHiddenContactLink,
  pageHref,
  telHref,
  visiblePath,
} from './menu';

let nextId = 1;
const page = (over: Partial<PageNode>): PageNode => ({
  id: nextId++,
  title: 'Page',
  url: 'page',
  menuTitle: null,
  menuIcon: null,
  order: 0,
  idParent: null,
  isHome: false,
  showInMenu: true,
  isFixedOnRight: false,
  isText: false,
  isValid: true,
  link: { type: 'NONE', url: null, jsCode: null },
  cms: { isCmsPage: false, route: null, config: {} },
  isEcommercePage: false,
  isCustomHeader: false,
  isCustomFooter: false,
  metaDescription: null,
  children: [],
  ...over,
});

describe('the menu from the page tree (spec §3 Page)', () => {
  const tree = [
    page({ title: 'Accueil', url: 'accueil', isHome: true, menuIcon: 'house' }),
    page({
      title: 'Femme',
      url: 'femme',
      children: [
        page({ title: 'Balayage', url: 'femme/balayage' }),
        page({ title: 'Caché', url: 'femme/cache', showInMenu: false }),
      ],
    }),
    page({
      title: 'Perte de cheveux',
      url: 'perte-de-cheveux',
      isText: true,
      children: [page({ title: 'Cure', url: 'perte-de-cheveux/cure' })],
    }),
    page({ title: 'Rendez-vous', menuTitle: 'RDV', url: 'rendez-vous', isFixedOnRight: true }),
    page({ title: 'Brouillon', url: 'brouillon', isValid: false }),
    page({ title: 'Hors menu', url: 'hors-menu', showInMenu: false }),
  ];

  it('keeps the pages shown in the menu, puts right-fixed pages apart, and heading-only entries go nowhere', () => {
    const menu = buildMenu(tree, false);
    expect(menu.main.map((entry) => [entry.label, entry.href])).toEqual([
      ['Accueil', '/'],
      ['Femme', '/femme'],
      ['Perte de cheveux', null],
    ]);
    expect(menu.main[1]!.children.map((entry) => entry.href)).toEqual(['/femme/balayage']);
    expect(menu.main[2]!.children.map((entry) => entry.href)).toEqual(['/perte-de-cheveux/cure']);
    expect(menu.right.map((entry) => entry.label)).toEqual(['RDV']);
    expect(menu.main[0]!.icon).toBe('house');
  });
  it('hides the home page on HIDE_HOMEPAGE_IN_MENU', () => {
    expect(buildMenu(tree, true).main.map((entry) => entry.label)).toEqual(['Femme', 'Perte de cheveux']);
  });
  it('follows SELF links only to web or site paths', () => {
    expect(pageHref(page({ link: { type: 'SELF', url: 'https://exemple.fr', jsCode: null } }))).toBe(
      'https://exemple.fr',
    );
    expect(pageHref(page({ link: { type: 'SELF', url: 'javascript:alert(1)', jsCode: null } }))).toBeNull();
    expect(pageHref(page({ link: { type: 'SELF', url: '//evil.example', jsCode: null } }))).toBeNull();
  });
});

describe('the active page', () => {
  it('matches the page itself, and its ancestors unless exact', () => {
    expect(isActiveHref('/femme/balayage', '/femme/balayage', true)).toBe(true);
    expect(isActiveHref('/femme', '/femme/balayage', true)).toBe(false);
    expect(isActiveHref('/femme', '/femme/balayage', false)).toBe(true);
    expect(isActiveHref('/', '/femme', false)).toBe(false);
    expect(isActiveHref('/fem', '/femme', false)).toBe(false);
  });
  it('never marks a link to a section of a page', () => {
    expect(isActiveHref('/nous-contacter#rendez-vous', '/nous-contacter', true)).toBe(false);
    expect(isActiveHref('/nous-contacter', '/nous-contacter', true)).toBe(true);
  });
  it('reads through the internal per-site route', () => {
    expect(visiblePath('/site/2/nos-vins')).toBe('/nos-vins');
    expect(visiblePath('/site/1')).toBe('/');
    expect(isActiveHref('/', '/site/1', true)).toBe(true);
  });
});

describe('the bottom bar’s call and contact shortcuts', () => {
  it('dials the number as written by the owner', () => {
    expect(telHref('04 78 42 16 90')).toBe('tel:0478421690');
    expect(telHref('+33 (0)2 41 78 32 56')).toBe('tel:+330241783256');
    expect(telHref('n/a')).toBeNull();
  });
  it('finds the contact screen anywhere in the tree', () => {
    const contact = page({
      title: 'Écrivez-nous',
      url: 'infos/contact',
      cms: { isCmsPage: true, route: 'contact', config: {} },
    });
    expect(contactPage([page({ url: 'infos', children: [contact] })])).toBe(contact);
    expect(contactPage([page({})])).toBeNull();
  });
});

describe('HIDE_CONTACT_PAGE (spec §9: the contact page hidden; issue 16)', () => {
  const contact = page({
    title: 'Nous contacter',
    menuTitle: 'Contact',
    url: 'nous-contacter',
    cms: { isCmsPage: true, route: 'contact', config: {} },
  });
  const tree = [
    page({ title: 'Accueil', url: 'accueil', isHome: true }),
    page({ title: 'Infos', url: 'infos', children: [page({ title: 'Accès', url: 'infos/acces' }), contact] }),
    page({ title: 'Écrire', url: 'ecrire', link: { type: 'SELF', url: '/nous-contacter/', jsCode: null } }),
    page({
      title: 'RDV',
      url: 'rdv',
      isFixedOnRight: true,
      link: { type: 'SELF', url: '/nous-contacter#rendez-vous', jsCode: null },
    }),
    { ...contact, id: nextId++, idParent: null },
  ];
  const labels = (menu: ReturnType<typeof buildMenu>) => [
    ...menu.main.map((entry) => [entry.label, entry.children.map((child) => child.label)]),
    ...menu.right.map((entry) => entry.label),
  ];

  it('keeps the contact entries when the page is shown', () => {
    expect(hiddenContactPath(tree, false)).toBeNull();
    expect(labels(buildMenu(tree, false, hiddenContactPath(tree, false)))).toEqual([
      ['Accueil', []],
      ['Infos', ['Accès', 'Contact']],
      ['Écrire', []],
      ['Contact', []],
      'RDV',
    ]);
  });

  it('hides the contact page and the links to it at any depth, keeping a link to one of its sections', () => {
    const hidden = hiddenContactPath(tree, true);
    expect(hidden).toBe('/nous-contacter');
    expect(labels(buildMenu(tree, false, hidden))).toEqual([['Accueil', []], ['Infos', ['Accès']], 'RDV']);
  });

  it('matches a footer link to the page itself, not to a section or another page', () => {
    expect(isHiddenContactLink('/nous-contacter', '/nous-contacter')).toBe(true);
    expect(isHiddenContactLink('/nous-contacter/?ref=pied', '/nous-contacter')).toBe(true);
    expect(isHiddenContactLink('/nous-contacter#rendez-vous', '/nous-contacter')).toBe(false);
    expect(isHiddenContactLink('/nous-contacter-vite', '/nous-contacter')).toBe(false);
    expect(isHiddenContactLink('/nous-contacter', null)).toBe(false);
    expect(isHiddenContactLink(null, '/nous-contacter')).toBe(false);
  });
});
