import { describe, expect, it } from 'vitest';
import { detailSlug, parseDetailSlug, slugify } from './slug';

describe('slugify (spec §5)', () => {
  it.each([
    ['Château Margaux', 'chateau-margaux'],
    ['Crème brûlée à l’érable', 'creme-brulee-a-l-erable'],
    ['ÉTÉ 2024', 'ete-2024'],
    ['Cœur de Bœuf', 'coeur-de-boeuf'],
    ['ŒUVRE', 'oeuvre'],
    ['Ænéide', 'aeneide'],
    ['Straße', 'strasse'],
    ['Øresund', 'oresund'],
    ['Łódź', 'lodz'],
    ['Ça  --  va ?!', 'ca-va'],
    ['  --Hello, World!--  ', 'hello-world'],
    ['a_b.c/d', 'a-b-c-d'],
    ['Grand Cru 1er', 'grand-cru-1er'],
    ['déjà-vu', 'deja-vu'],
    ['Ñandú', 'nandu'],
    ['İstanbul', 'istanbul'],
    ['日本', ''],
    ['', ''],
    ['---', ''],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('only ever yields lower-case ASCII letters, digits and single inner hyphens', () => {
    const slug = slugify('Ÿ ñ ç ø œ æ ß ł € % 😀 Ångström — «quoted»');
    expect(slug).toBe('y-n-c-o-oe-ae-ss-l-angstrom-quoted');
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('detailSlug (design.md §4)', () => {
  it.each([
    ['Château Margaux 2015', 42, 'chateau-margaux-2015-42'],
    ['Rosé', 7, 'rose-7'],
    ['日本', 3, '3'],
    ['', 12, '12'],
  ])('(%j, %i) → %j', (title, id, segment) => {
    expect(detailSlug(title, id)).toBe(segment);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects id %s', (id) => {
    expect(() => detailSlug('x', id)).toThrow(RangeError);
  });

  it('round-trips through parseDetailSlug', () => {
    expect(parseDetailSlug(detailSlug('Cuvée n°5 – 2019', 123))).toEqual({ slug: 'cuvee-n-5-2019', id: 123 });
  });
});

describe('parseDetailSlug', () => {
  it.each([
    ['chateau-margaux-42', { slug: 'chateau-margaux', id: 42 }],
    ['rose-7', { slug: 'rose', id: 7 }],
    ['cuvee-2019-15', { slug: 'cuvee-2019', id: 15 }],
    ['a--12', { slug: 'a-', id: 12 }],
    ['42', { slug: '', id: 42 }],
    ['1', { slug: '', id: 1 }],
  ])('%j → %o', (segment, parsed) => {
    expect(parseDetailSlug(segment)).toEqual(parsed);
  });

  it.each([
    ['', 'empty'],
    ['chateau-margaux', 'no id'],
    ['chateau-', 'empty id'],
    ['-12', 'empty slug before the hyphen'],
    ['chateau-0', 'zero'],
    ['chateau-007', 'leading zeros'],
    ['0', 'bare zero'],
    ['chateau-1.5', 'not an integer'],
    ['chateau-12a', 'trailing text'],
    ['chateau-99999999999999999999', 'beyond safe integers'],
    ['chateau 12', 'no hyphen'],
  ])('%j → null (%s)', (segment) => {
    expect(parseDetailSlug(segment)).toBeNull();
  });
});
