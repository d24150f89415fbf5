import { describe, expect, it } from 'vitest';
import { LEGAL_PLACEHOLDERS, placeholdersIn } from '../../lib/platform/placeholders';
import { PARAMETER_CATALOGUE, parameterRows, SALON_PARAMETERS, WINE_PARAMETERS } from './site-parameters';
import { SALON_PAGES } from './site-pages-salon';
import { WINE_PAGES } from './site-pages-wine';

const types = PARAMETER_CATALOGUE.map(([type]) => type);

describe('the parameter catalogue (spec §3)', () => {
  it('has ids 1…158, one per type', () => {
    expect(PARAMETER_CATALOGUE).toHaveLength(158);
    expect(new Set(types).size).toBe(158);
  });

  it.each([
    ['salon', SALON_PARAMETERS],
    ['wine estate', WINE_PARAMETERS],
  ])('the %s only sets known types, with values that fit their kind', (_site, values) => {
    for (const type of Object.keys(values)) expect(types).toContain(type);
    for (const row of parameterRows(1, values)) {
      if (row.value === null) continue;
      if (row.kind === 'BOOLEAN')
        expect([row.type, row.value]).toEqual([row.type, expect.stringMatching(/^(true|false)$/)]);
      if (row.kind === 'NUMBER') expect(Number.isFinite(Number(row.value)), row.type).toBe(true);
      if (row.kind === 'STRING' && row.type.endsWith('_COLOR'))
        expect([row.type, row.value]).toEqual([row.type, expect.stringMatching(/^#[0-9A-F]{8}$/)]);
      if (row.kind === 'LINK' && row.type.endsWith('_URL')) expect(row.value).toMatch(/^https:\/\//);
    }
  });

  it('legal texts use only the documented placeholders, and cover the legal limits of spec §9', () => {
    const legal = ['COOKIE_POLICY', 'LEGAL_NOTICE', 'PRIVACY_POLICY', 'USE_TERMS', 'SALE_TERMS'];
    for (const values of [SALON_PARAMETERS, WINE_PARAMETERS]) {
      for (const type of legal) {
        const text = values[type]!;
        for (const name of placeholdersIn(text)) expect(LEGAL_PLACEHOLDERS).toContain(name);
        expect(text).not.toMatch(/\{\{(?![A-Z_ ]+\}\})/);
      }
    }
    const all = legal.map((type) => SALON_PARAMETERS[type]).join('\n');
    for (const name of LEGAL_PLACEHOLDERS.filter((n) => n !== 'COMPANY_NAME')) expect(all).toContain(`{{${name}}}`);
    for (const phrase of [
      '13 mois',
      '3 ans',
      '10 jours ouvrés',
      '30 jours',
      '4 ko',
      'L335-2',
      'L122-5',
      'droit français',
      'lu et compris',
      'paiement par carte',
    ])
      expect(all).toContain(phrase);
    // Each cookie policy says what its site does: the wine estate asks for consent and points to the footer's
    // « Gestion des cookies »; the salon, with no tracker, asks for nothing and promises no banner.
    expect(WINE_PARAMETERS.COOKIE_POLICY).toContain('« Gestion des cookies » en bas de page');
    expect(SALON_PARAMETERS.COOKIE_POLICY).not.toContain('Gestion des cookies');
    expect(SALON_PARAMETERS.COOKIE_POLICY).toContain('aucun consentement ne vous est demandé');
    // Each privacy policy names only the recipients its site has: no social pixel or chat module anywhere, audience
    // tools only where a tracker is configured (the wine estate's two, behind consent).
    for (const values of [SALON_PARAMETERS, WINE_PARAMETERS])
      expect(values.PRIVACY_POLICY).not.toMatch(/pixel|messagerie/);
    expect(SALON_PARAMETERS.PRIVACY_POLICY).not.toContain('mesure d');
    expect(WINE_PARAMETERS.PRIVACY_POLICY).toContain("si vous l'avez accepté, nos outils de mesure d'audience");
  });
});

describe('the seeded page trees', () => {
  it.each([
    ['salon', SALON_PAGES],
    ['wine estate', WINE_PAGES],
  ])('the %s lists parents first, unique slugs per level, valid slugs and one home', (_site, tree) => {
    const seen = new Set<string>();
    for (const page of tree) {
      expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (page.parent) expect(seen.has(page.parent)).toBe(true);
      const key = `${page.parent ?? ''}/${page.slug}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      seen.add(page.slug);
      const layouts = page.layouts ?? [];
      for (const [index, layout] of layouts.entries()) {
        // A page with its own footer (isCustomFooter) ends with it: a <footer>, no h1; every other layout has its h1.
        if (page.isCustomFooter && index === layouts.length - 1)
          expect(layout.html).toMatch(/^<footer[\s>][\s\S]*<\/footer>$/);
        else expect(layout.html).toMatch(/<h1>.+<\/h1>/);
      }
    }
    expect(tree.filter((p) => p.isHome)).toHaveLength(1);
  });
});
