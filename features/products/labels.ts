/**
 * The French strings the product screens' browser parts show. They are made on the server from
 * messages/fr.json (namespace `products`) and passed down, so the browser never downloads the shop's
 * messages on other pages (i18n/client-messages.ts). Strings with a value keep a `{name}` placeholder
 * that `fill` replaces.
 */
export interface ProductLabels {
  listLabel: string;
  countZero: string;
  countOne: string;
  countOther: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  kindLabel: string;
  allKinds: string;
  tagsLabel: string;
  sortLabel: string;
  sortPrice: string;
  sortPriceDesc: string;
  sortName: string;
  sortYear: string;
  sortNewest: string;
  perPageLabel: string;
  filtersTitle: string;
  clearFilters: string;
  empty: string;
  emptyShop: string;
  loadError: string;
  retry: string;
  loading: string;
  pagination: string;
  previous: string;
  next: string;
  pageN: string;
  inStock: string;
  outOfStock: string;
  lowStock: string;
  priceFrom: string;
  oldPrice: string;
  view: string;
  year: string;
  noYear: string;
  capacity: string;
  variation: string;
  unavailable: string;
  notAvailableCombination: string;
  decreasingTitle: string;
  decreasingQuantity: string;
  decreasingFrom: string;
  decreasingDiscount: string;
  decreasingUnitPrice: string;
  technicalFile: string;
  technicalFileHint: string;
  gallery: string;
  openImage: string;
  chosen: string;
  priceHidden: string;
}

const PLACEHOLDERS: Partial<Record<keyof ProductLabels, string[]>> = {
  countOne: ['count'],
  countOther: ['count'],
  pageN: ['page'],
  lowStock: ['count'],
  priceFrom: ['price'],
  oldPrice: ['price'],
  view: ['name'],
  decreasingFrom: ['count'],
  openImage: ['index', 'total'],
  chosen: ['label'],
};

const KEYS = [
  'listLabel',
  'countZero',
  'countOne',
  'countOther',
  'searchLabel',
  'searchPlaceholder',
  'searchSubmit',
  'kindLabel',
  'allKinds',
  'tagsLabel',
  'sortLabel',
  'sortPrice',
  'sortPriceDesc',
  'sortName',
  'sortYear',
  'sortNewest',
  'perPageLabel',
  'filtersTitle',
  'clearFilters',
  'empty',
  'emptyShop',
  'loadError',
  'retry',
  'loading',
  'pagination',
  'previous',
  'next',
  'pageN',
  'inStock',
  'outOfStock',
  'lowStock',
  'priceFrom',
  'oldPrice',
  'view',
  'year',
  'noYear',
  'capacity',
  'variation',
  'unavailable',
  'notAvailableCombination',
  'decreasingTitle',
  'decreasingQuantity',
  'decreasingFrom',
  'decreasingDiscount',
  'decreasingUnitPrice',
  'technicalFile',
  'technicalFileHint',
  'gallery',
  'openImage',
  'chosen',
  'priceHidden',
] as const satisfies readonly (keyof ProductLabels)[];

/** The labels from a `products` translator (next-intl's getTranslations('products')). */
export function productLabels(
  t: (key: string, values?: Record<string, string>) => string,
  overrides: Partial<ProductLabels> = {},
): ProductLabels {
  const labels = Object.fromEntries(
    KEYS.map((key) => [key, t(key, Object.fromEntries((PLACEHOLDERS[key] ?? []).map((name) => [name, `{${name}}`])))]),
  ) as unknown as ProductLabels;
  return { ...labels, ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value)) };
}

/** The labels the sheet's buying block shows (components/product-purchase.tsx). */
export const PURCHASE_LABEL_KEYS = [
  'year',
  'noYear',
  'capacity',
  'variation',
  'unavailable',
  'notAvailableCombination',
  'oldPrice',
  'inStock',
  'outOfStock',
  'lowStock',
  'chosen',
  'decreasingTitle',
  'decreasingQuantity',
  'decreasingDiscount',
  'decreasingUnitPrice',
  'decreasingFrom',
  'technicalFileHint',
] as const satisfies readonly (keyof ProductLabels)[];
export type PurchaseLabels = Pick<ProductLabels, (typeof PURCHASE_LABEL_KEYS)[number]>;

/** The labels a product card shows (components/product-card.tsx). */
export const CARD_LABEL_KEYS = [
  'outOfStock',
  'lowStock',
  'priceFrom',
  'oldPrice',
] as const satisfies readonly (keyof ProductLabels)[];
export type CardLabels = Pick<ProductLabels, (typeof CARD_LABEL_KEYS)[number]>;

/** `{name}` placeholders replaced by their values. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const countLabel = (labels: ProductLabels, count: number) =>
  fill(count === 0 ? labels.countZero : count === 1 ? labels.countOne : labels.countOther, { count });
