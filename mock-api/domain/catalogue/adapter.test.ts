import { describe, expect, it } from 'vitest';
import {
  capacityFromX10,
  capacityInLiters,
  centsToEuros,
  discountedPriceCents,
  eurosToCents,
  pickDefaultDeclination,
  toApiDeclination,
  toApiProduct,
  type CatalogueLookups,
  type DeclinationRow,
  type ProductRow,
  type VariationDetailRow,
} from './adapter';
import { normalizeSearch, productSearchText } from './search-text';

const declination = (overrides: Partial<DeclinationRow> = {}): DeclinationRow => ({
  id: 1,
  siteId: 2,
  productId: 10,
  year: 2020,
  capacityX10: 750,
  capacityUnit: 'CENTILITRE',
  variation1Id: null,
  variation2Id: null,
  variation3Id: null,
  priceCents: 1250,
  fixedPrice: false,
  quantity: 0,
  setQuantity: false,
  sellByMultipleOf: 1,
  discount: 0,
  discountType: 'PERCENT',
  image: null,
  isValid: true,
  position: 0,
  ...overrides,
});

const product = (overrides: Partial<ProductRow> = {}): ProductRow => ({
  id: 10,
  siteId: 2,
  type: 'WINE',
  subtype: 'BOTTLE',
  name: 'Les Terres Rouges',
  slug: 'les-terres-rouges',
  appellation: 'Saumur-Champigny',
  kind: 'Rouge',
  color: 'Rouge',
  grapeVarieties: ['Cabernet franc'],
  tags: ['bio'],
  shortDescription: null,
  description: null,
  image: null,
  images: [],
  multipleOf: 1,
  hasShippingFees: true,
  features: [],
  nutritional: null,
  decreasingDiscounts: [{ minQuantity: 12, type: 'EURO', amount: 150 }],
  mealIconIds: [7, 999],
  recommendedIds: [],
  isValid: true,
  position: 0,
  createdAt: new Date('2024-01-15T00:00:00Z'),
  searchText: '',
  ...overrides,
});

const detail: VariationDetailRow = {
  id: 211,
  siteId: 2,
  variationId: 21,
  label: 'Tradition',
  displayLabel: 'Cuvée Tradition',
  position: 0,
};
const lookups: CatalogueLookups = {
  details: new Map([[detail.id, detail]]),
  variations: new Map([[21, { id: 21, siteId: 2, label: 'Cuvée', position: 0 }]]),
  mealIcons: new Map([[7, { id: 7, siteId: 2, name: 'Fromage', icon: 'fa-cheese', position: 0 }]]),
};

describe('money and capacity conversions', () => {
  it.each([
    [1250, 12.5],
    [999, 9.99],
    [6500, 65],
    [0, 0],
    [1, 0.01],
  ])('%i cents are %d €', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('rounds euros to the cent (no float drift)', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });

  it.each([
    [375, 'CENTILITRE', 37.5, 0.375],
    [750, 'CENTILITRE', 75, 0.75],
    [1500, 'CENTILITRE', 150, 1.5],
    [15, 'LITER', 1.5, 1.5],
  ] as const)('capacity ×10 %i %s is %d, i.e. %d L', (x10, unit, capacity, litres) => {
    expect(capacityFromX10(x10)).toBe(capacity);
    expect(capacityInLiters(x10, unit)).toBe(litres);
  });

  it('keeps a missing capacity null', () => {
    expect(capacityFromX10(null)).toBeNull();
    expect(capacityInLiters(null, null)).toBeNull();
  });

  it.each([
    [1000, 0, 'PERCENT', 1000],
    [1000, 10, 'PERCENT', 900],
    [990, 10, 'PERCENT', 891],
    [1450, 150, 'EURO', 1300],
    [100, 500, 'EURO', 0],
  ] as const)('%i cents with a %i %s discount cost %i cents', (priceCents, discount, discountType, expected) => {
    expect(discountedPriceCents({ priceCents, discount, discountType })).toBe(expected);
  });
});

describe('toApiDeclination', () => {
  it('answers euros, capacity in its unit, variations and discounts', () => {
    const api = toApiDeclination(
      declination({
        id: 5,
        capacityX10: 375,
        priceCents: 1450,
        discount: 150,
        discountType: 'EURO',
        variation1Id: 211,
        setQuantity: true,
        quantity: 3,
      }),
      lookups.details,
    );
    expect(api).toEqual({
      id: 5,
      idProduct: 10,
      year: 2020,
      capacity: 37.5,
      capacityUnit: 'CENTILITRE',
      variation1: { id: 211, idVariation: 21, label: 'Tradition', displayLabel: 'Cuvée Tradition' },
      variation2: null,
      variation3: null,
      price: 14.5,
      finalPrice: 13,
      fixedPrice: false,
      quantity: 3,
      setQuantity: true,
      sellByMultipleOf: 1,
      discount: { type: 'EURO', amount: 1.5 },
      available: true,
      image: null,
    });
  });

  it('answers a percent discount in percent, and no discount as null', () => {
    expect(toApiDeclination(declination({ discount: 10 }), lookups.details).discount).toEqual({
      type: 'PERCENT',
      amount: 10,
    });
    expect(toApiDeclination(declination(), lookups.details).discount).toBeNull();
  });

  it('marks tracked stock at 0 unavailable, untracked stock available', () => {
    expect(toApiDeclination(declination({ setQuantity: true, quantity: 0 }), lookups.details).available).toBe(false);
    expect(toApiDeclination(declination({ setQuantity: false, quantity: 0 }), lookups.details).available).toBe(true);
  });

  it('has no unit without a capacity', () => {
    const api = toApiDeclination(
      declination({ capacityX10: null, capacityUnit: 'CENTILITRE', year: null }),
      lookups.details,
    );
    expect(api.capacity).toBeNull();
    expect(api.capacityUnit).toBeNull();
  });
});

describe('pickDefaultDeclination', () => {
  const cases: { name: string; rows: DeclinationRow[]; expected: number | null }[] = [
    { name: 'no declination', rows: [], expected: null },
    { name: 'only invalid ones', rows: [declination({ id: 1, isValid: false })], expected: null },
    {
      name: 'the cheapest',
      rows: [
        declination({ id: 1, priceCents: 1500 }),
        declination({ id: 2, priceCents: 950 }),
        declination({ id: 3, priceCents: 3400 }),
      ],
      expected: 2,
    },
    {
      name: 'the cheapest after discount',
      rows: [declination({ id: 1, priceCents: 1000 }), declination({ id: 2, priceCents: 1100, discount: 20 })],
      expected: 2,
    },
    {
      name: 'skips invalid ones even if cheaper',
      rows: [declination({ id: 1, priceCents: 100, isValid: false }), declination({ id: 2, priceCents: 1500 })],
      expected: 2,
    },
    {
      name: 'prefers an available one to a cheaper out-of-stock one',
      rows: [
        declination({ id: 1, priceCents: 900, setQuantity: true, quantity: 0 }),
        declination({ id: 2, priceCents: 1500 }),
      ],
      expected: 2,
    },
    {
      name: 'falls back to an out-of-stock one when nothing is available',
      rows: [declination({ id: 1, priceCents: 900, setQuantity: true, quantity: 0 })],
      expected: 1,
    },
    {
      name: 'breaks price ties by position then id',
      rows: [
        declination({ id: 3, position: 1 }),
        declination({ id: 2, position: 0 }),
        declination({ id: 1, position: 1 }),
      ],
      expected: 2,
    },
  ];
  it.each(cases)('$name', ({ rows, expected }) => {
    expect(pickDefaultDeclination(rows)?.id ?? null).toBe(expected);
  });
});

describe('toApiProduct', () => {
  const rows = [
    declination({ id: 1, year: 2019, capacityX10: 750, priceCents: 1800, variation1Id: 211 }),
    declination({ id: 2, year: 2021, capacityX10: 375, priceCents: 950, setQuantity: true, quantity: 4 }),
    declination({ id: 3, year: 2021, capacityX10: 15, capacityUnit: 'LITER', priceCents: 3400 }),
    declination({ id: 4, year: 2018, priceCents: 100, isValid: false }),
  ];
  const api = toApiProduct(product(), rows, lookups);

  it('takes price, stock and discount from the default declination', () => {
    expect(api.type).toEqual({ type: 'WINE' });
    expect(api.idProduct).toBe(10);
    expect(api.idDeclination).toBe(2);
    expect(api.price).toBe(9.5);
    expect(api.quantity).toBe(4);
    expect(api.setQuantity).toBe(true);
    expect(api.discount).toBeNull();
  });

  it('lists valid declinations only, default first', () => {
    expect(api.declinations.map((d) => d.id)).toEqual([2, 3, 1]);
  });

  it('names the variation of each slot, and the distinct years and capacities', () => {
    expect(api.variation1).toEqual({ id: 21, label: 'Cuvée' });
    expect(api.variation2).toBeNull();
    expect(api.years).toEqual([2021, 2019]);
    expect(api.capacities).toEqual([
      { capacity: 37.5, capacityUnit: 'CENTILITRE' },
      { capacity: 75, capacityUnit: 'CENTILITRE' },
      { capacity: 1.5, capacityUnit: 'LITER' },
    ]);
  });

  it('answers decreasing discounts in euros and resolves known meal icons', () => {
    expect(api.decreasingDiscounts).toEqual([{ minQuantity: 12, type: 'EURO', amount: 1.5 }]);
    expect(api.mealIcons).toEqual([{ id: 7, name: 'Fromage', icon: 'fa-cheese' }]);
  });

  it('has no price when no declination is valid', () => {
    const empty = toApiProduct(product(), [], lookups);
    expect(empty.price).toBeNull();
    expect(empty.idDeclination).toBeNull();
    expect(empty.declinations).toEqual([]);
  });
});

describe('search text', () => {
  it.each([
    ['Crémant de Loire', 'cremant de loire'],
    ['CÔTE de BŒUF', 'cote de boeuf'],
    ['  Rosé   d’Anjou ', "rose d'anjou"],
  ])('normalizes %s', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected);
  });

  it('covers name, appellation, descriptions and grape varieties', () => {
    const text = productSearchText({
      name: 'Grains Nobles',
      appellation: 'Coteaux du Layon',
      description: 'Abricot confit',
      grapeVarieties: ['Chenin blanc'],
    });
    for (const word of ['grains', 'layon', 'abricot', 'chenin']) expect(text).toContain(word);
  });
});
