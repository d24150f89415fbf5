import { describe, expect, it } from 'vitest';
import { asNumber, asPositiveNumber, isOn } from './parameter-values';

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
    [' 0,75 ', 0.75],
    ['1,2,3', null],
    ['', null],
    ['  ', null],
    ['abc', null],
    [null, null],
  ])('asNumber(%j) is %s', (value, expected) => {
    expect(asNumber(value)).toBe(expected);
  });

  it.each([
    ['6', 6],
    ['150,50', 150.5],
    ['0', null],
    ['-6', null],
    ['', null],
    ['six', null],
    [null, null],
  ])('asPositiveNumber(%j) is %s', (value, expected) => {
    expect(asPositiveNumber(value)).toBe(expected);
  });
});
