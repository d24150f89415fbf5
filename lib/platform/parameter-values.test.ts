import { describe, expect, it } from 'vitest';
import { asNumber, isOn } from './parameter-values';

describe('parameter values', () => {
  it.each([
    ['true', true],
    [' TRUE ', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['oui', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isOn(%j) is %s', (value, expected) => {
    expect(isOn(value)).toBe(expected);
  });

  it.each([
    ['24', 24],
    ['0.75', 0.75],
    ['', null],
    ['  ', null],
    ['abc', null],
    [null, null],
  ])('asNumber(%j) is %s', (value, expected) => {
    expect(asNumber(value)).toBe(expected);
  });
});
