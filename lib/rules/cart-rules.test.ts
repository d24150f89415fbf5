import { describe, expect, it } from 'vitest';
import {
  bottleWeight,
  checkCartQuantity,
  parseQuantity,
  quantityAfterAdd,
  quantityOptions,
  quantityStep,
  type QuantityRuleInput,
} from './cart-rules';

const other: QuantityRuleInput = {
  quantity: 1,
  type: 'OTHER',
  multipleOf: 1,
  sellByMultipleOf: 1,
  setQuantity: false,
  stock: 0,
};
const wine: QuantityRuleInput = { ...other, type: 'WINE' };

describe('checkCartQuantity (spec §5, in order)', () => {
  it.each([
    ['zero', { ...other, quantity: 0 }, { ok: false, code: 'quantityPositive', values: { n: 0 } }],
    ['negative', { ...other, quantity: -3 }, { ok: false, code: 'quantityPositive', values: { n: 0 } }],
    ['NaN', { ...other, quantity: Number.NaN }, { ok: false, code: 'quantityPositive', values: { n: 0 } }],
    [
      'not a multiple of multipleOf',
      { ...other, quantity: 5, multipleOf: 3 },
      { ok: false, code: 'multipleOf', values: { n: 3 } },
    ],
    ['a fraction', { ...other, quantity: 1.5 }, { ok: false, code: 'multipleOf', values: { n: 1 } }],
    ['a multiple of multipleOf', { ...other, quantity: 6, multipleOf: 3 }, { ok: true }],
    [
      'over tracked stock',
      { ...other, quantity: 4, setQuantity: true, stock: 3 },
      { ok: false, code: 'stock', values: { n: 3 } },
    ],
    ['exactly the tracked stock', { ...other, quantity: 3, setQuantity: true, stock: 3 }, { ok: true }],
    ['untracked stock is ignored', { ...other, quantity: 40, setQuantity: false, stock: 0 }, { ok: true }],
    [
      'negative stock reads as 0',
      { ...other, quantity: 1, setQuantity: true, stock: -2 },
      { ok: false, code: 'stock', values: { n: 0 } },
    ],
    [
      'WINE not a multiple of sellByMultipleOf',
      { ...wine, quantity: 4, sellByMultipleOf: 6 },
      { ok: false, code: 'multipleOfBottles', values: { n: 6 } },
    ],
    ['WINE multiple of sellByMultipleOf', { ...wine, quantity: 12, sellByMultipleOf: 6 }, { ok: true }],
    ['BOX ignores sellByMultipleOf', { ...other, type: 'BOX', quantity: 4, sellByMultipleOf: 6 }, { ok: true }],
    [
      'multipleOf checked before stock',
      { ...other, quantity: 5, multipleOf: 2, setQuantity: true, stock: 1 },
      { ok: false, code: 'multipleOf', values: { n: 2 } },
    ],
    [
      'stock checked before bottles',
      { ...wine, quantity: 4, sellByMultipleOf: 6, setQuantity: true, stock: 2 },
      { ok: false, code: 'stock', values: { n: 2 } },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(checkCartQuantity(input)).toEqual(expected);
  });
});

describe('quantity step and options (spec §4, §5, §9)', () => {
  it.each([
    [{ type: 'OTHER', multipleOf: 1, sellByMultipleOf: 6 }, 1],
    [{ type: 'WINE', multipleOf: 1, sellByMultipleOf: 6 }, 6],
    [{ type: 'WINE', multipleOf: 2, sellByMultipleOf: 3 }, 6],
    [{ type: 'WINE', multipleOf: 4, sellByMultipleOf: 6 }, 12],
    [{ type: 'BOX', multipleOf: 3, sellByMultipleOf: 6 }, 3],
  ] as const)('step of %o is %i', (input, step) => {
    expect(quantityStep(input)).toBe(step);
  });

  it('offers at most 20 multiples', () => {
    expect(quantityOptions({ ...other, multipleOf: 6 })).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 6));
  });
  it('scans numbers up to 1000 only', () => {
    expect(quantityOptions({ ...other, multipleOf: 300 })).toEqual([300, 600, 900]);
    expect(quantityOptions({ ...other, multipleOf: 1001 })).toEqual([]);
  });
  it('is bounded by tracked stock', () => {
    expect(quantityOptions({ ...other, multipleOf: 2, setQuantity: true, stock: 7 })).toEqual([2, 4, 6]);
    expect(quantityOptions({ ...other, setQuantity: true, stock: 0 })).toEqual([]);
  });
  it.each([
    ['abc', 6, 6],
    ['', 6, 6],
    [null, 3, 3],
    ['12', 6, 12],
    [0, 2, 2],
    [2.5, 2, 2],
    [8, 2, 8],
  ] as const)('parseQuantity(%o, %i) = %i (non-numeric falls back to the multiple)', (raw, step, expected) => {
    expect(parseQuantity(raw, step)).toBe(expected);
  });
  it('resets to the multiple after an add', () => {
    expect(quantityAfterAdd(6)).toBe(6);
  });
});

describe('bottleWeight: under 0.75 L or 75 cl counts half (spec §5/§9)', () => {
  it.each([
    [37.5, 'CENTILITRE', 0.5],
    [50, 'CENTILITRE', 0.5],
    [74.9, 'CENTILITRE', 0.5],
    [75, 'CENTILITRE', 1],
    [150, 'CENTILITRE', 1],
    [0.375, 'LITER', 0.5],
    [0.75, 'LITER', 1],
    [1.5, 'LITER', 1],
    [null, null, 1],
  ] as const)('%s %s → %s', (capacity, unit, weight) => {
    expect(bottleWeight(capacity, unit)).toBe(weight);
  });
});
