import { describe, expect, it } from 'vitest';
import { elementListSearch, pageCount, readElementListQuery } from './list-query';

describe('the element list’s page and nbItem in the URL (spec §9: 24 per page)', () => {
  it.each([
    ['', { page: 1, nbItem: 24 }],
    ['page=3', { page: 3, nbItem: 24 }],
    ['page=2&nbItem=12', { page: 2, nbItem: 12 }],
    ['page=0&nbItem=-1', { page: 1, nbItem: 24 }],
    ['page=abc&nbItem=5000', { page: 1, nbItem: 100 }],
  ])('?%s', (query, expected) => {
    expect(readElementListQuery(new URLSearchParams(query))).toEqual(expected);
  });
  it('writes only what differs from the defaults', () => {
    expect(elementListSearch({ page: 1, nbItem: 24 })).toBe('');
    expect(elementListSearch({ page: 2, nbItem: 24 })).toBe('?page=2');
    expect(elementListSearch({ page: 1, nbItem: 12 })).toBe('?nbItem=12');
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});
