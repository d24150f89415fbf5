import { describe, expect, it } from 'vitest';
import { pages } from '../../db/schema';
import { layoutHash } from './hash';
import { buildTree } from './pages';
import { fillPlaceholders, placeholdersIn } from '../../../lib/platform/placeholders';
import { normalizeSlugPath, parentPath } from './slug-path';
import { localSvgPath } from './svg';

describe('layoutHash', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('is the SHA-256 hex of %j', (html, hex) => expect(layoutHash(html)).toBe(hex));
  it('hashes UTF-8, so accents change the hash', () => expect(layoutHash('é')).not.toBe(layoutHash('e')));
});

describe('normalizeSlugPath', () => {
  it.each<[(string | undefined)[], string | null]>([
    [['femme'], 'femme'],
    [['femme/balayage'], 'femme/balayage'],
    [['femme', 'balayage'], 'femme/balayage'],
    [['/femme//balayage/'], 'femme/balayage'],
    [['perte-de-cheveux', 'cure-de-repousse', undefined], 'perte-de-cheveux/cure-de-repousse'],
    [['FEMME'], null],
    [['../admin'], null],
    [['femme', '..'], null],
    [['caf\u00e9'], null],
    [['a--b'], null],
    [[''], null],
    [["x' or 1=1"], null],
  ])('%j → %j', (segments, expected) => expect(normalizeSlugPath(segments)).toBe(expected));

  it('gives the parent path', () => {
    expect(parentPath('femme/balayage')).toBe('femme');
    expect(parentPath('femme')).toBeNull();
  });
});

describe('placeholders', () => {
  it('lists and fills {{TYPE}} placeholders, escaping values and blanking unknown ones', () => {
    const html = '<p>{{LEGAL_COMPANY_NAME}}, {{ CORPORATE_FORM }} – {{UNKNOWN}} {{LEGAL_COMPANY_NAME}}</p>';
    expect(placeholdersIn(html)).toEqual(['LEGAL_COMPANY_NAME', 'CORPORATE_FORM', 'UNKNOWN']);
    expect(fillPlaceholders(html, { LEGAL_COMPANY_NAME: 'A & <b>B</b>', CORPORATE_FORM: 'SARL' })).toBe(
      '<p>A &amp; &lt;b&gt;B&lt;/b&gt;, SARL –  A &amp; &lt;b&gt;B&lt;/b&gt;</p>',
    );
  });
});

describe('localSvgPath', () => {
  const options = { imageBaseUrl: 'http://localhost:4000/images', uploadDir: '/data/uploads', siteId: 1 };
  it.each<[string, string | null]>([
    ['http://localhost:4000/images/1/logo.svg', '/data/uploads/1/logo.svg'],
    ['/images/1/logo-blanc.svg', '/data/uploads/1/logo-blanc.svg'],
    ['http://localhost:4000/images/2/logo.svg', null],
    ['http://localhost:4001/images/1/logo.svg', null],
    ['https://evil.example/images/1/logo.svg', null],
    ['http://localhost:4000/images/1/../../etc/passwd', null],
    ['http://localhost:4000/images/1/%2e%2e%2fsecret.svg', null],
    ['http://localhost:4000/images/1/logo.svg?x=1', null],
    ['http://localhost:4000/images/1/logo.png', null],
    ['file:///etc/passwd', null],
    ['http://user:pw@localhost:4000/images/1/logo.svg', null],
  ])('%s → %s', (url, expected) => expect(localSvgPath(url, options)).toBe(expected));
});

describe('buildTree', () => {
  const row = (id: number, parentId: number | null, position: number, isValid = true): typeof pages.$inferSelect => ({
    id,
    siteId: 1,
    parentId,
    title: `p${id}`,
    url: `p${id}`,
    menuTitle: null,
    menuIcon: null,
    position,
    isHome: false,
    showInMenu: true,
    isFixedOnRight: false,
    isText: false,
    isValid,
    linkType: 'NONE',
    linkUrl: null,
    linkJsCode: null,
    isCmsPage: false,
    cmsRoute: null,
    cmsConfig: {},
    isEcommercePage: false,
    isCustomHeader: false,
    isCustomFooter: false,
    metaDescription: null,
  });

  it('nests children and orders every level', () => {
    const { roots } = buildTree([row(1, null, 2), row(2, null, 1), row(3, 1, 2), row(4, 1, 1)]);
    expect(roots.map((r) => r.id)).toEqual([2, 1]);
    expect(roots[1]!.children.map((c) => c.id)).toEqual([4, 3]);
  });

  it('drops an invalid page with its whole branch when asked', () => {
    const rows = [row(1, null, 1, false), row(2, 1, 1), row(3, null, 2)];
    expect(buildTree(rows, { onlyValid: true }).roots.map((r) => r.id)).toEqual([3]);
    expect(buildTree(rows, { onlyValid: true }).byId.has(2)).toBe(true);
    expect(buildTree(rows).roots.map((r) => r.id)).toEqual([1, 3]);
  });
});
