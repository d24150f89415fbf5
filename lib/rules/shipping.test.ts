import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  bandPrice,
  checkExpedition,
  countBottles,
  countShippedItems,
  freeShipping,
  type ShippingLine,
} from './shipping';

const line = (over: Partial<ShippingLine>): ShippingLine => ({
  type: 'WINE',
  quantity: 1,
  capacity: 75,
  capacityUnit: 'CENTILITRE',
  hasShippingFees: true,
  ...over,
});

describe('countBottles', () => {
  it.each([
    ['12 × 37.5 cl count as 6', [line({ quantity: 12, capacity: 37.5 })], 6],
    ['6 × 75 cl', [line({ quantity: 6 })], 6],
    ['3 × 37.5 cl = 1.5', [line({ quantity: 3, capacity: 37.5 })], 1.5],
    ['magnums count 1', [line({ quantity: 2, capacity: 1.5, capacityUnit: 'LITER' })], 2],
    ['boxes count, other goods do not', [line({ type: 'BOX', quantity: 2 }), line({ type: 'OTHER', quantity: 5 })], 2],
    ['lines without shipping fees are not counted', [line({ quantity: 4, hasShippingFees: false })], 0],
    ['mixed', [line({ quantity: 6 }), line({ quantity: 6, capacity: 37.5 })], 9],
  ])('%s', (_name, lines, expected) => {
    expect(countBottles(lines)).toBe(expected);
  });
  it('counts shipped items', () => {
    expect(
      countShippedItems([
        line({ quantity: 2 }),
        line({ type: 'OTHER', quantity: 3 }),
        line({ quantity: 9, hasShippingFees: false }),
      ]),
    ).toBe(5);
  });
});

describe('freeShipping', () => {
  it.each([
    [
      'no thresholds',
      10,
      100_00,
      { bottles: null, priceCents: null },
      { reached: false, remainingBottles: null, remainingPriceCents: null },
    ],
    [
      'bottles reached',
      12,
      50_00,
      { bottles: 12, priceCents: 200_00 },
      { reached: true, remainingBottles: 0, remainingPriceCents: 0 },
    ],
    [
      'price reached',
      2,
      250_00,
      { bottles: 12, priceCents: 200_00 },
      { reached: true, remainingBottles: 0, remainingPriceCents: 0 },
    ],
    [
      'neither reached',
      5.5,
      120_50,
      { bottles: 12, priceCents: 200_00 },
      { reached: false, remainingBottles: 6.5, remainingPriceCents: 79_50 },
    ],
    [
      'only a price threshold',
      3,
      10_00,
      { bottles: null, priceCents: 50_00 },
      { reached: false, remainingBottles: null, remainingPriceCents: 40_00 },
    ],
  ])('%s', (_name, bottles, subtotal, settings, expected) => {
    expect(freeShipping(bottles, subtotal, settings)).toEqual(expected);
  });
});

describe('checkExpedition', () => {
  const settings = { bottleMultiple: 6, minimum: 6, maximum: 60 };
  it.each([
    [0, settings, { ok: true }],
    [3, settings, { ok: false, code: 'minimumBottles', values: { n: 6 } }],
    [66, settings, { ok: false, code: 'maximumBottles', values: { n: 60 } }],
    [9, settings, { ok: false, code: 'bottleMultiple', values: { n: 6 } }],
    [12, settings, { ok: true }],
    [5.5, { bottleMultiple: 1, minimum: null, maximum: null }, { ok: false, code: 'bottleMultiple', values: { n: 1 } }],
    [7, { bottleMultiple: null, minimum: null, maximum: null }, { ok: true }],
  ] as const)('%s bottles with %o', (count, s, expected) => {
    expect(checkExpedition(count, s)).toEqual(expected);
  });
});

describe('applyDiscount', () => {
  it.each([
    [
      'no code',
      100_00,
      12_90,
      null,
      { productDiscountCents: 0, shippingCents: 12_90, valueCents: 0, totalCents: 112_90 },
    ],
    [
      'EURO 10 €',
      100_00,
      12_90,
      { type: 'EURO', amount: 10_00, detailType: null },
      { productDiscountCents: 10_00, shippingCents: 12_90, valueCents: 10_00, totalCents: 102_90 },
    ],
    [
      'EURO never below 0',
      5_00,
      0,
      { type: 'EURO', amount: 10_00, detailType: null },
      { productDiscountCents: 5_00, shippingCents: 0, valueCents: 5_00, totalCents: 0 },
    ],
    [
      'PERCENT 15 % rounded to the cent',
      33_33,
      0,
      { type: 'PERCENT', amount: 15, detailType: null },
      { productDiscountCents: 5_00, shippingCents: 0, valueCents: 5_00, totalCents: 28_33 },
    ],
    [
      'PERCENT over 100 is capped',
      20_00,
      5_00,
      { type: 'PERCENT', amount: 150, detailType: null },
      { productDiscountCents: 20_00, shippingCents: 5_00, valueCents: 20_00, totalCents: 5_00 },
    ],
    [
      'SHIPPING_FEES offers the shipping',
      80_00,
      14_50,
      { type: 'EURO', amount: 0, detailType: 'SHIPPING_FEES' },
      { productDiscountCents: 0, shippingCents: 0, valueCents: 14_50, totalCents: 80_00 },
    ],
  ] as const)('%s', (_name, subtotal, shipping, discount, expected) => {
    expect(applyDiscount(subtotal, shipping, discount)).toEqual(expected);
  });
});

describe('bandPrice', () => {
  const bands = [
    { upTo: 12, priceCents: 18_00 },
    { upTo: 6, priceCents: 12_00 },
    { upTo: 24, priceCents: 29_00 },
  ];
  it.each([
    [1, 12_00],
    [6, 12_00],
    [6.5, 18_00],
    [24, 29_00],
    [60, 29_00],
  ])('%s units → %i cents', (units, price) => {
    expect(bandPrice(bands, units)).toBe(price);
  });
  it('has no price without bands', () => expect(bandPrice([], 3)).toBeNull());
});
