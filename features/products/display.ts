import { asNumber, isOn } from '@/lib/platform/parameter-values';
import { roundEuros } from '@/lib/format/price';
import type { ApiDeclination, ApiProduct } from '@/lib/platform/schemas/catalogue';

/**
 * How the shop's parameters (spec §3 "Shop" and "Wine") shape the product list and sheet. The spec names the
 * parameters but not all their values; the values we read, beyond the sample's, are written next to each field.
 */
export interface ProductDisplay {
  /** PRODUCT_DISPLAY: GRID (sample) = cards; LIST or ROWS = one product per row. */
  layout: 'grid' | 'list';
  /** PRODUCT_ASPECT_RATIO: SQUARE (sample) 1/1, PORTRAIT 3/4, LANDSCAPE 4/3; anything else square. */
  aspectRatio: { width: number; height: number };
  hidePrices: boolean;
  /** PRODUCT_HIDE_PERCENTAGE_DISCOUNT: hides the « -10 % » badge (a discount in euros still shows its amount). */
  hidePercentDiscount: boolean;
  /** HIDE_PRODUCT_ICON: hides the product icons (meal pairings). */
  hideIcons: boolean;
  /** HIDE_ECOMMERCE_LABEL: hides the shop's badges on the list cards (discount, stock, tags). */
  hideLabels: boolean;
  inStockLabel: string | null;
  notInStockLabel: string | null;
  /** STOCK_LIMIT_DISPLAY: a tracked stock at or below it shows « Plus que n en stock » (unset: never). */
  stockLimit: number | null;
  /** SWITCH_WINE_NAME_AND_APPELLATION: a wine's appellation becomes its title, its name the subtitle. */
  switchNameAndAppellation: boolean;
  /** HOW_TO_DISPLAY_GRAPE_VARIETY: TEXT = one comma line; LIST / PERCENTAGE (sample) = one chip each (the
   * platform's strings carry their share when it has one, e.g. « Cabernet franc 80 % »). */
  grapeStyle: 'text' | 'chips';
  /** WHERE_TO_DISPLAY_GRAPE_VARIETY: PRODUCT_PAGE (sample), LIST, BOTH, NONE. */
  grapesOnList: boolean;
  grapesOnSheet: boolean;
  /** PRODUCT_PAGE_STYLE: CLASSIC (sample) = gallery beside the text from 960 px; FULL_WIDTH / STACKED = one column. */
  pageStyle: 'classic' | 'stacked';
  /** FEATURES_PRODUCT_STYLE: LIST (sample) = definition list; TABLE; GRID / CARDS = tiles. */
  featuresStyle: 'list' | 'table' | 'grid';
  showNutrition: boolean;
  alcoholMessage: boolean;
  ethylotestMessage: boolean;
  showSearchbar: boolean;
  /** Spec §9: 28 on small screens, else DETAIL_PAGE_MARGIN_TOP or 28 (px). */
  marginTop: number;
}

type Parameters = Readonly<Record<string, string | null>>;
const upper = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();
const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

const RATIOS: Record<string, { width: number; height: number }> = {
  SQUARE: { width: 1, height: 1 },
  PORTRAIT: { width: 3, height: 4 },
  LANDSCAPE: { width: 4, height: 3 },
};

export const DETAIL_MARGIN_DEFAULT = 28;

/** What the sheet's buying block reads of the display (components/product-purchase.tsx). */
export const PURCHASE_DISPLAY_KEYS = [
  'hidePrices',
  'hidePercentDiscount',
  'stockLimit',
] as const satisfies readonly (keyof ProductDisplay)[];
export type PurchaseDisplay = Pick<ProductDisplay, (typeof PURCHASE_DISPLAY_KEYS)[number]>;

/** What a product card reads of the display (components/product-card.tsx, product-grid.tsx). */
export const CARD_DISPLAY_KEYS = [
  'layout',
  'aspectRatio',
  'hidePrices',
  'hidePercentDiscount',
  'hideLabels',
  'stockLimit',
  'grapesOnList',
  'switchNameAndAppellation',
] as const satisfies readonly (keyof ProductDisplay)[];
export type CardDisplay = Pick<ProductDisplay, (typeof CARD_DISPLAY_KEYS)[number]>;

export function productDisplay(parameters: Parameters): ProductDisplay {
  const where = upper(parameters.WHERE_TO_DISPLAY_GRAPE_VARIETY) || 'PRODUCT_PAGE';
  const margin = asNumber(parameters.DETAIL_PAGE_MARGIN_TOP);
  return {
    layout: ['LIST', 'ROWS', 'LINE'].includes(upper(parameters.PRODUCT_DISPLAY)) ? 'list' : 'grid',
    aspectRatio: RATIOS[upper(parameters.PRODUCT_ASPECT_RATIO)] ?? RATIOS.SQUARE!,
    hidePrices: isOn(parameters.HIDE_PRODUCT_PRICES),
    hidePercentDiscount: isOn(parameters.PRODUCT_HIDE_PERCENTAGE_DISCOUNT),
    hideIcons: isOn(parameters.HIDE_PRODUCT_ICON),
    hideLabels: isOn(parameters.HIDE_ECOMMERCE_LABEL),
    inStockLabel: text(parameters.IN_STOCK_LABEL),
    notInStockLabel: text(parameters.NOT_IN_STOCK_LABEL),
    stockLimit: asNumber(parameters.STOCK_LIMIT_DISPLAY),
    switchNameAndAppellation: isOn(parameters.SWITCH_WINE_NAME_AND_APPELLATION),
    grapeStyle: upper(parameters.HOW_TO_DISPLAY_GRAPE_VARIETY) === 'TEXT' ? 'text' : 'chips',
    grapesOnList: where === 'LIST' || where === 'BOTH',
    grapesOnSheet: where === 'PRODUCT_PAGE' || where === 'BOTH',
    pageStyle: ['FULL_WIDTH', 'STACKED', 'FULL'].includes(upper(parameters.PRODUCT_PAGE_STYLE)) ? 'stacked' : 'classic',
    featuresStyle:
      upper(parameters.FEATURES_PRODUCT_STYLE) === 'TABLE'
        ? 'table'
        : ['GRID', 'CARDS'].includes(upper(parameters.FEATURES_PRODUCT_STYLE))
          ? 'grid'
          : 'list',
    showNutrition: isOn(parameters.SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET),
    alcoholMessage: isOn(parameters.DISPLAY_ALCOHOL_SELLING_MESSAGE),
    ethylotestMessage: isOn(parameters.DISPLAY_ETHYLOTEST_MESSAGE),
    showSearchbar: isOn(parameters.SHOW_SEARCHBAR),
    marginTop: margin !== null && margin >= 0 && margin <= 400 ? margin : DETAIL_MARGIN_DEFAULT,
  };
}

/** The title and subtitle of a product (SWITCH_WINE_NAME_AND_APPELLATION applies to wines with an appellation). */
export function productTitle(
  product: Pick<ApiProduct, 'name' | 'appellation' | 'type'>,
  display: Pick<ProductDisplay, 'switchNameAndAppellation'>,
) {
  if (display.switchNameAndAppellation && product.type.type === 'WINE' && product.appellation) {
    return { title: product.appellation, subtitle: product.name };
  }
  return { title: product.name, subtitle: product.appellation };
}

export type StockStatus = { kind: 'in' } | { kind: 'low'; count: number } | { kind: 'out' };

/** Stock display: untracked stock is in stock; tracked stock at 0 is out; at or under STOCK_LIMIT_DISPLAY it is counted. */
export function stockStatus(
  item: Pick<ApiDeclination, 'setQuantity' | 'quantity'>,
  stockLimit: number | null,
): StockStatus {
  if (!item.setQuantity) return { kind: 'in' };
  if (item.quantity <= 0) return { kind: 'out' };
  if (stockLimit !== null && item.quantity <= stockLimit) return { kind: 'low', count: item.quantity };
  return { kind: 'in' };
}

/** The discount badge: percent (« -10 % ») unless hidden, euros (« -1,50 € ») for a discount in euros; null when none. */
export function discountBadge(
  discount: ApiDeclination['discount'],
  hidePercent: boolean,
): { type: 'PERCENT' | 'EURO'; amount: number } | null {
  if (!discount || discount.amount <= 0) return null;
  if (discount.type === 'PERCENT' && hidePercent) return null;
  return discount;
}

/** One row of the decreasing discounts table: from `minQuantity` units, the unit price after the discount. */
export function decreasingPrices(
  finalPrice: number,
  fixedPrice: boolean,
  discounts: ApiProduct['decreasingDiscounts'],
): { minQuantity: number; type: 'PERCENT' | 'EURO'; amount: number; unitPrice: number }[] {
  // A fixed price is not affected by decreasing discounts (contract: declinationSchema.fixedPrice).
  if (fixedPrice) return [];
  return [...discounts]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((discount) => ({
      ...discount,
      unitPrice: roundEuros(
        Math.max(
          0,
          discount.type === 'PERCENT' ? finalPrice * (1 - discount.amount / 100) : finalPrice - discount.amount,
        ),
      ),
    }));
}
