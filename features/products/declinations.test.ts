import { describe, expect, it } from 'vitest';
import type { ApiDeclination } from '@/lib/platform/schemas/catalogue';
import { declinationFromUrl, dimensionsOf, optionsFor, pick, valueOf, type Dimension } from './declinations';
import { aDeclination, capacityOf } from '@/tests/fixtures/catalogue';

// The wine estate's « Les Terres Rouges » (seed 1001): vintages × capacities, 2020 has no half bottle.
let nextId = 1;
const decl = (year: number | null, cl: number | null, extra: Partial<ApiDeclination> = {}): ApiDeclination =>
  aDeclination({ id: nextId++, year, ...capacityOf(cl), ...extra });
const variation = (id: number, label: string) => ({ id, idVariation: 1, label, displayLabel: null });

const terresRouges = [
  decl(2021, 75),
  decl(2021, 37.5),
  decl(2021, 150),
  decl(2020, 75),
  decl(2020, 150),
  decl(2019, 75),
  decl(2019, 37.5),
  decl(2019, 150),
];
const [r2021_75, r2021_375, , r2020_75, r2020_150, , r2019_375] = terresRouges as [
  ApiDeclination,
  ...ApiDeclination[],
] as ApiDeclination[];

// A sparkling wine with a cuvée variation (seed 1010): non-vintage Tradition in 75 cl and 1.5 L, Prestige 2020 in 75 cl only, out of stock.
const tradition = variation(211, 'Tradition');
const prestige = variation(212, 'Prestige');
const perles = [
  decl(null, 75, { variation1: tradition }),
  decl(null, 150, { variation1: tradition }),
  decl(2020, 75, { variation1: prestige, available: false, setQuantity: true }),
];
const [pTrad75, pTrad150, pPrest] = perles as ApiDeclination[];

const single = [decl(2022, 75)];

describe('dimensionsOf: only the dimensions on which declinations differ are chosen', () => {
  it.each<[string, ApiDeclination[], Dimension[]]>([
    ['vintages × capacities', terresRouges, ['year', 'capacity']],
    ['non-vintage and vintage cuvées', perles, ['year', 'capacity', 'variation1']],
    ['one declination', single, []],
  ])('%s', (_name, declinations, expected) => {
    expect(dimensionsOf(declinations)).toEqual(expected);
  });
});

describe('optionsFor: existing combinations enabled, the others disabled', () => {
  it.each<[string, ApiDeclination[], ApiDeclination, Dimension, Record<string, boolean>]>([
    [
      '2021 has every capacity',
      terresRouges,
      r2021_75!,
      'capacity',
      { '75:CENTILITRE': true, '37.5:CENTILITRE': true, '1.5:LITER': true },
    ],
    [
      '2020 has no half bottle',
      terresRouges,
      r2020_75!,
      'capacity',
      { '75:CENTILITRE': true, '37.5:CENTILITRE': false, '1.5:LITER': true },
    ],
    [
      'the first dimension is always free',
      terresRouges,
      r2019_375!,
      'year',
      { '2021': true, '2020': true, '2019': true },
    ],
    ['non-vintage: only Tradition', perles, pTrad75!, 'variation1', { '211': true, '212': false }],
    ['2020: only 75 cl', perles, pPrest!, 'capacity', { '75:CENTILITRE': true, '1.5:LITER': false }],
  ])('%s', (_name, declinations, current, dimension, expected) => {
    const options = optionsFor(declinations, current, dimension);
    expect(Object.fromEntries(options.map((o) => [o.value, o.enabled]))).toEqual(expected);
    expect(options.filter((o) => o.selected).map((o) => o.value)).toEqual([valueOf(current, dimension)]);
  });

  it('marks an existing but out-of-stock choice as not available (still enabled)', () => {
    const options = optionsFor(perles, pPrest!, 'variation1');
    expect(options.find((o) => o.value === '212')).toMatchObject({ enabled: true, available: false });
  });
});

describe('pick: the declination after a choice', () => {
  it.each<[string, ApiDeclination[], ApiDeclination, Dimension, string, ApiDeclination | null]>([
    ['exact combination kept: 2021 75 cl → 2020 keeps 75 cl', terresRouges, r2021_75!, 'year', '2020', r2020_75!],
    [
      'missing combination: 2021 37.5 cl → 2020 takes its first capacity',
      terresRouges,
      r2021_375!,
      'year',
      '2020',
      r2020_75!,
    ],
    ['capacity within the year', terresRouges, r2020_75!, 'capacity', '1.5:LITER', r2020_150!],
    ['capacity that does not exist with the year', terresRouges, r2020_75!, 'capacity', '37.5:CENTILITRE', null],
    ['non-vintage → 2020: Prestige 75 cl even out of stock (the only one)', perles, pTrad150!, 'year', '2020', pPrest!],
    ['back to non-vintage from Prestige: Tradition 75 cl', perles, pPrest!, 'year', '', pTrad75!],
    ['a dimension that is not chosen', single, single[0]!, 'year', '2022', null],
  ])('%s', (_name, declinations, current, dimension, value, expected) => {
    expect(pick(declinations, current, dimension, value)).toBe(expected);
  });

  it('prefers a declination in stock when the exact combination is missing', () => {
    const a = decl(2018, 75, { available: false });
    const b = decl(2018, 150);
    const c = decl(2017, 37.5);
    expect(pick([c, a, b], c, 'year', '2018')).toBe(b);
  });
});

describe('declinationFromUrl: the choice in the URL, else the default', () => {
  it.each<[string, string | null, ApiDeclination | undefined]>([
    ['a declination of the product', String(r2020_150!.id), r2020_150],
    ['no parameter', null, terresRouges[0]],
    ['another product’s id', '999999', terresRouges[0]],
    ['not a number', '12abc', terresRouges[0]],
  ])('%s', (_name, raw, expected) => {
    expect(declinationFromUrl(terresRouges, raw)).toBe(expected);
  });
});
