import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersFromUrl,
  filtersReducer,
  filtersToUrl,
  orderFromParameter,
  toApiQuery,
  type FilterAction,
  type ProductFilters,
} from './filters';
import { presetFilters } from './preset-filters';

const base = defaultFilters();
const onPage3: ProductFilters = { ...base, page: 3 };

describe('filtersReducer (spec §4: page and nbItem set directly, other filters by their value)', () => {
  it.each<[string, ProductFilters, FilterAction, Partial<ProductFilters>]>([
    ['page is set directly', base, { type: 'page', page: 4 }, { page: 4 }],
    ['page below 1 is clamped', base, { type: 'page', page: 0 }, { page: 1 }],
    ['a non-integer page keeps the current one', onPage3, { type: 'page', page: 2.5 }, { page: 3 }],
    ['nbItem is set directly, back to page 1', onPage3, { type: 'nbItem', nbItem: 24 }, { nbItem: 24, page: 1 }],
    ['nbItem above 100 is clamped (spec §9)', base, { type: 'nbItem', nbItem: 500 }, { nbItem: 100 }],
    [
      'name: value set, type kept (contains), page 1',
      onPage3,
      { type: 'value', field: 'name', value: ' chinon ' },
      { name: { type: 'lk', value: 'chinon' }, page: 1 },
    ],
    [
      'kind: value set, type kept (equality)',
      onPage3,
      { type: 'value', field: 'kind', value: 'Rouge' },
      { kind: { type: 'eq', value: 'Rouge' }, page: 1 },
    ],
    [
      'search: value set',
      base,
      { type: 'value', field: 'search', value: 'tuffeau' },
      { search: { type: 'eq', value: 'tuffeau' } },
    ],
    [
      'tags: value set, blanks and duplicates dropped',
      base,
      { type: 'value', field: 'tags', value: ['bio', ' ', 'bio', 'fête'] },
      { tags: { type: 'eq', value: ['bio', 'fête'] } },
    ],
    [
      'orderBy: set, page 1',
      onPage3,
      { type: 'value', field: 'orderBy', value: '-price' },
      { orderBy: '-price', page: 1 },
    ],
    [
      'reset: back to the preset',
      { ...onPage3, kind: { type: 'eq', value: 'Rouge' } },
      { type: 'reset', preset: base },
      base,
    ],
  ])('%s', (_name, state, action, expected) => {
    const next = filtersReducer(state, action);
    expect(next).toEqual({ ...state, ...expected });
    expect(state).not.toBe(next);
  });
});

describe('defaults (spec §9: 100 per page, page 1, ordered by price)', () => {
  it('are the spec values', () => {
    expect(toApiQuery(defaultFilters())).toEqual({ page: 1, nbItem: 100, orderBy: 'price' });
  });
  it.each([
    ['PRICE', 'price'],
    [null, 'price'],
    ['unknown', 'price'],
    ['PRICE_DESC', '-price'],
    ['NAME', 'name'],
    ['VINTAGE', '-year'],
    ['NEWEST', '-createdAt'],
  ] as const)('PRODUCT_ORDER %s → %s', (value, expected) => {
    expect(orderFromParameter(value)).toBe(expected);
  });
});

describe('toApiQuery', () => {
  it.each<[string, Partial<ProductFilters>, Record<string, string | number>]>([
    ['name contains', { name: { type: 'lk', value: 'clos' } }, { name: 'lk:clos' }],
    ['a kind', { kind: { type: 'eq', value: 'Rouge' } }, { kind: 'Rouge' }],
    ['a kind that is a product type filters on the type', { kind: { type: 'eq', value: 'BOX' } }, { type: 'BOX' }],
    ['a kind that is different', { kind: { type: 'df', value: 'Rouge' } }, { kind: 'df:Rouge' }],
    [
      'search and tags',
      { search: { type: 'eq', value: 'loire' }, tags: { type: 'eq', value: ['bio', 'fête'] } },
      { search: 'loire', tags: 'bio,fête' },
    ],
  ])('%s', (_name, filters, expected) => {
    expect(toApiQuery({ ...base, ...filters })).toEqual({ page: 1, nbItem: 100, orderBy: 'price', ...expected });
  });
});

describe('the URL holds the filters (shareable, Back restores)', () => {
  const boxes = presetFilters({ filters: { kind: 'BOX' } }, 'price');
  it('the page preset applies', () => {
    expect(boxes.kind.value).toBe('BOX');
    expect(presetFilters({ filters: { tags: 'bio, fête' } }, 'name')).toMatchObject({
      orderBy: 'name',
      tags: { value: ['bio', 'fête'] },
    });
    expect(presetFilters({ filters: 42 }, 'price')).toEqual(defaultFilters());
  });
  it.each<[string, ProductFilters, ProductFilters, string]>([
    ['the preset alone has a plain URL', boxes, boxes, ''],
    ['page and order', { ...base, page: 2, orderBy: '-price' }, base, '?tri=-price&page=2'],
    [
      'kind, tags and search',
      {
        ...base,
        kind: { type: 'eq', value: 'Rouge' },
        tags: { type: 'eq', value: ['bio'] },
        search: { type: 'eq', value: 'galets' },
      },
      base,
      '?genre=Rouge&recherche=galets&etiquettes=bio',
    ],
    ['clearing a preset kind', { ...boxes, kind: { type: 'eq', value: '' } }, boxes, '?genre='],
  ])('%s', (_name, filters, preset, url) => {
    expect(filtersToUrl(filters, preset)).toBe(url);
    expect(filtersFromUrl(new URLSearchParams(url), preset)).toEqual(filters);
  });
  it('ignores bad values', () => {
    expect(filtersFromUrl(new URLSearchParams('page=abc&tri=DROP&par-page=-3'), base)).toEqual(base);
  });
});
