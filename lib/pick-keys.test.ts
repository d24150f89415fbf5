import { describe, expect, it } from 'vitest';
import { pickKeys } from './pick-keys';

describe('pickKeys', () => {
  it('keeps the given keys only, values untouched (falsy ones too)', () => {
    const source = { a: 1, b: '', c: null, d: [1], e: 'left out' };
    expect(pickKeys(source, ['a', 'b', 'c', 'd'])).toEqual({ a: 1, b: '', c: null, d: [1] });
    expect(Object.keys(pickKeys(source, ['d', 'a']))).toEqual(['d', 'a']);
  });
});
