import { describe, expect, it } from 'vitest';
import { decreasingPrices, discountBadge, productDisplay, productTitle, stockStatus } from './display';

describe('productDisplay: the shop parameters', () => {
  it('reads the salon sample (spec §9 defaults)', () => {
    const display = productDisplay({
      PRODUCT_DISPLAY: 'GRID',
      PRODUCT_ASPECT_RATIO: 'SQUARE',
      STOCK_LIMIT_DISPLAY: '5',
      IN_STOCK_LABEL: 'En stock',
      WHERE_TO_DISPLAY_GRAPE_VARIETY: 'PRODUCT_PAGE',
      DETAIL_PAGE_MARGIN_TOP: '28',
      SHOW_SEARCHBAR: 'false',
    });
    expect(display).toMatchObject({
      layout: 'grid',
      aspectRatio: { width: 1, height: 1 },
      stockLimit: 5,
      inStockLabel: 'En stock',
      grapesOnSheet: true,
      grapesOnList: false,
      marginTop: 28,
      showSearchbar: false,
      hidePrices: false,
    });
  });
  it.each([
    [{ PRODUCT_DISPLAY: 'LIST' }, { layout: 'list' }],
    [{ PRODUCT_ASPECT_RATIO: 'PORTRAIT' }, { aspectRatio: { width: 3, height: 4 } }],
    [{ PRODUCT_ASPECT_RATIO: 'weird' }, { aspectRatio: { width: 1, height: 1 } }],
    [
      { HIDE_PRODUCT_PRICES: 'true', PRODUCT_HIDE_PERCENTAGE_DISCOUNT: '1' },
      { hidePrices: true, hidePercentDiscount: true },
    ],
    [
      { WHERE_TO_DISPLAY_GRAPE_VARIETY: 'BOTH', HOW_TO_DISPLAY_GRAPE_VARIETY: 'TEXT' },
      { grapesOnList: true, grapesOnSheet: true, grapeStyle: 'text' },
    ],
    [{ WHERE_TO_DISPLAY_GRAPE_VARIETY: 'NONE' }, { grapesOnList: false, grapesOnSheet: false }],
    [{ DETAIL_PAGE_MARGIN_TOP: '64' }, { marginTop: 64 }],
    [{ DETAIL_PAGE_MARGIN_TOP: null }, { marginTop: 28 }],
    [{ DETAIL_PAGE_MARGIN_TOP: 'abc' }, { marginTop: 28 }],
    [
      { PRODUCT_PAGE_STYLE: 'FULL_WIDTH', FEATURES_PRODUCT_STYLE: 'TABLE' },
      { pageStyle: 'stacked', featuresStyle: 'table' },
    ],
    [
      { DISPLAY_ALCOHOL_SELLING_MESSAGE: 'true', DISPLAY_ETHYLOTEST_MESSAGE: 'true' },
      { alcoholMessage: true, ethylotestMessage: true },
    ],
  ] as const)('%o', (parameters, expected) => {
    expect(productDisplay(parameters)).toMatchObject(expected);
  });
});

describe('stockStatus', () => {
  it.each([
    [{ setQuantity: false, quantity: 0 }, 5, { kind: 'in' }],
    [{ setQuantity: true, quantity: 0 }, 5, { kind: 'out' }],
    [{ setQuantity: true, quantity: 3 }, 5, { kind: 'low', count: 3 }],
    [{ setQuantity: true, quantity: 5 }, 5, { kind: 'low', count: 5 }],
    [{ setQuantity: true, quantity: 6 }, 5, { kind: 'in' }],
    [{ setQuantity: true, quantity: 2 }, null, { kind: 'in' }],
  ] as const)('%o with limit %s', (item, limit, expected) => {
    expect(stockStatus(item, limit)).toEqual(expected);
  });
});

describe('prices', () => {
  it.each([
    [{ type: 'PERCENT', amount: 10 }, false, { type: 'PERCENT', amount: 10 }],
    [{ type: 'PERCENT', amount: 10 }, true, null],
    [{ type: 'EURO', amount: 1.5 }, true, { type: 'EURO', amount: 1.5 }],
    [null, false, null],
    [{ type: 'EURO', amount: 0 }, false, null],
  ] as const)('discountBadge(%o, hide %s)', (discount, hide, expected) => {
    expect(discountBadge(discount, hide)).toEqual(expected);
  });

  it('decreasing discounts by quantity, unit price after each; none on a fixed price', () => {
    const discounts = [
      { minQuantity: 12, type: 'PERCENT' as const, amount: 10 },
      { minQuantity: 6, type: 'EURO' as const, amount: 1 },
    ];
    expect(decreasingPrices(15.5, false, discounts).map((row) => [row.minQuantity, row.unitPrice])).toEqual([
      [6, 14.5],
      [12, 13.95],
    ]);
    expect(decreasingPrices(15.5, true, discounts)).toEqual([]);
  });
});

describe('productTitle (SWITCH_WINE_NAME_AND_APPELLATION)', () => {
  const wine = { name: 'Les Terres Rouges', appellation: 'Saumur-Champigny', type: { type: 'WINE' as const } };
  it.each([
    [wine, false, { title: 'Les Terres Rouges', subtitle: 'Saumur-Champigny' }],
    [wine, true, { title: 'Saumur-Champigny', subtitle: 'Les Terres Rouges' }],
    [{ ...wine, type: { type: 'BOX' as const } }, true, { title: 'Les Terres Rouges', subtitle: 'Saumur-Champigny' }],
    [{ ...wine, appellation: null }, true, { title: 'Les Terres Rouges', subtitle: null }],
  ])('%o switch %s', (product, switched, expected) => {
    expect(productTitle(product, { switchNameAndAppellation: switched })).toEqual(expected);
  });
});

describe('list paths and « à partir de » prices', () => {
  it('builds the detail path below the list page', async () => {
    const { productDetailPath } = await import('./paths');
    expect(productDetailPath('nos-vins', { slug: 'les-terres-rouges-saumur-champigny', id: 1001 })).toBe(
      '/nos-vins/les-terres-rouges-saumur-champigny-1001',
    );
    expect(productDetailPath('/boutique/', { slug: 'a', id: 2 })).toBe('/boutique/a-2');
  });
  it('takes the lowest declination price, « from » when they differ', async () => {
    const { fromPrice } = await import('./paths');
    const d = (finalPrice: number) => ({ finalPrice }) as never;
    expect(fromPrice({ finalPrice: 15.5, declinations: [d(15.5), d(9.5), d(34)] })).toEqual({
      price: 9.5,
      varies: true,
    });
    expect(fromPrice({ finalPrice: 13.5, declinations: [d(13.5)] })).toEqual({ price: 13.5, varies: false });
    expect(fromPrice({ finalPrice: 7, declinations: [] })).toEqual({ price: 7, varies: false });
  });
});
