import { describe, expect, it } from 'vitest';
import { frTranslator } from '@/tests/intl';
import { bottleWeight, quantityOptions, quantityStep } from '@/lib/rules/cart-rules';
import { countBottles } from '@/lib/rules/shipping';
import { precheckAdd, readQuantity } from './quantity';
import { ruleMessage } from './rule-message';

// Spec §5 add-to-cart rules as the product sheet words them (namespace `cart`), table by table.
const t = frTranslator('cart');
const other = { type: 'OTHER' as const, multipleOf: 1, sellByMultipleOf: 1, setQuantity: false, stock: 0, inCart: 0 };
const wine = { ...other, type: 'WINE' as const };

const say = (input: Parameters<typeof precheckAdd>[0]) => {
  const check = precheckAdd(input);
  return check.ok ? 'ok' : ruleMessage(t, check);
};

describe('precheckAdd: every spec §5 rule, in order, with its exact French message', () => {
  it.each([
    ['0', { ...other, quantity: 0 }, 'La quantité doit être supérieure à 0'],
    ['-2', { ...other, quantity: -2 }, 'La quantité doit être supérieure à 0'],
    [
      '5 of a product sold by 3',
      { ...other, quantity: 5, multipleOf: 3 },
      'Ce produit ne peut être ajouté que par multiple de 3',
    ],
    ['1.5', { ...other, quantity: 1.5 }, 'Ce produit ne peut être ajouté que par multiple de 1'],
    [
      '4 with 3 in tracked stock',
      { ...other, quantity: 4, setQuantity: true, stock: 3 },
      'Plus que 3 articles en stock',
    ],
    [
      '2 with 1 in tracked stock',
      { ...other, quantity: 2, setQuantity: true, stock: 1 },
      'Plus que 1 article en stock',
    ],
    [
      '1 with none in tracked stock',
      { ...other, quantity: 1, setQuantity: true, stock: 0 },
      'Plus aucun article en stock',
    ],
    ['40 when stock is not tracked', { ...other, quantity: 40 }, 'ok'],
    [
      '4 bottles of a wine sold by 6',
      { ...wine, quantity: 4, sellByMultipleOf: 6 },
      'Ce produit ne peut être ajouté que par multiple de 6 bouteilles',
    ],
    ['12 bottles of a wine sold by 6', { ...wine, quantity: 12, sellByMultipleOf: 6 }, 'ok'],
    [
      '4 of a BOX (sellByMultipleOf is for WINE only)',
      { ...other, type: 'BOX' as const, quantity: 4, sellByMultipleOf: 6 },
      'ok',
    ],
    [
      'multiple before stock',
      { ...other, quantity: 5, multipleOf: 2, setQuantity: true, stock: 1 },
      'Ce produit ne peut être ajouté que par multiple de 2',
    ],
    [
      'stock before bottles',
      { ...wine, quantity: 4, sellByMultipleOf: 6, setQuantity: true, stock: 2 },
      'Plus que 2 articles en stock',
    ],
    // The platform checks the line's resulting quantity: what the cart already holds counts for the stock.
    [
      '2 more with 2 in the cart and 3 in stock',
      { ...other, quantity: 2, inCart: 2, setQuantity: true, stock: 3 },
      'Plus que 3 articles en stock',
    ],
    [
      '1 more with 2 in the cart and 3 in stock',
      { ...other, quantity: 1, inCart: 2, setQuantity: true, stock: 3 },
      'ok',
    ],
    [
      '0 with some in the cart is still 0',
      { ...other, quantity: 0, inCart: 2 },
      'La quantité doit être supérieure à 0',
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(say(input)).toBe(expected);
  });
});

describe('readQuantity: a non-numeric quantity falls back to the multiple (spec §5)', () => {
  it.each([
    ['abc', 6, 6],
    ['', 3, 3],
    ['   ', 1, 1],
    ['12', 6, 12],
    [' 7 ', 1, 7],
    ['0', 6, 0],
    ['-3', 1, -3],
    ['2,5', 1, 2.5],
    ['1e400', 6, 6],
  ])('%j (multiple %i) → %d', (raw, step, expected) => {
    expect(readQuantity(raw, step)).toBe(expected);
  });
});

describe('the quantity list (spec §4, §9): steps of the multiple, at most 20 options scanning to 1000', () => {
  it('starts at the multiple and moves by it', () => {
    expect(
      quantityOptions({ type: 'OTHER', multipleOf: 6, sellByMultipleOf: 1, setQuantity: false, stock: 0 }),
    ).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 6));
  });
  it('for WINE, steps of both multiples', () => {
    expect(quantityStep({ type: 'WINE', multipleOf: 2, sellByMultipleOf: 3 })).toBe(6);
  });
  it('stops at 1000 even with fewer than 20 options', () => {
    expect(
      quantityOptions({ type: 'OTHER', multipleOf: 100, sellByMultipleOf: 1, setQuantity: false, stock: 0 }),
    ).toHaveLength(10);
  });
  it('is bounded by tracked stock', () => {
    expect(quantityOptions({ type: 'OTHER', multipleOf: 1, sellByMultipleOf: 1, setQuantity: true, stock: 3 })).toEqual(
      [1, 2, 3],
    );
  });
});

describe('half bottles (spec §5, §9): sizes under 0.75 L / 75 cl count half', () => {
  it.each([
    [37.5, 'CENTILITRE', 0.5],
    [74.9, 'CENTILITRE', 0.5],
    [75, 'CENTILITRE', 1],
    [0.5, 'LITER', 0.5],
    [0.75, 'LITER', 1],
    [1.5, 'LITER', 1],
  ] as const)('%d %s → %d', (capacity, unit, weight) => {
    expect(bottleWeight(capacity, unit)).toBe(weight);
  });
  it('12 × 37.5 cl and 6 × 75 cl make 12 bottles', () => {
    const line = { type: 'WINE' as const, hasShippingFees: true };
    expect(
      countBottles([
        { ...line, quantity: 12, capacity: 37.5, capacityUnit: 'CENTILITRE' },
        { ...line, quantity: 6, capacity: 75, capacityUnit: 'CENTILITRE' },
      ]),
    ).toBe(12);
  });
});
