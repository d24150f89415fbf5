/**
 * The product list's filters (spec §3 "Product list filters": nbItem, page, orderBy, name, kind, search, tags)
 * and the reducer of spec §4: "a change of page or nbItem sets it directly; any other filter is set by its value".
 * Field filters follow spec §3's "List filter object": per field a type (the list prefix of spec §7) and a value;
 * a field change sets only the value (its type stays), and goes back to page 1 (the old page may not exist).
 */

/** Spec §9: 100 per page, page 1, ordered by price. */
export const PRODUCT_PAGE_SIZE = 100;

/** The orders a visitor can choose (GET /product `orderBy`). */
export const PRODUCT_ORDERS = ['price', '-price', 'name', '-year', '-createdAt'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

/** List prefixes of spec §7 (`eq` is plain equality). */
export type FilterType = 'eq' | 'lk' | 'df';
export interface FieldFilter<V> {
  type: FilterType;
  value: V;
}

export interface ProductFilters {
  page: number;
  nbItem: number;
  orderBy: ProductOrder;
  /** Contains (lk:) on the name. */
  name: FieldFilter<string>;
  /** A kind ('Rouge', 'Coffret') or a product type (WINE, BOX, OTHER: see toApiQuery). */
  kind: FieldFilter<string>;
  /** Free words (name, appellation, descriptions, grape varieties). */
  search: FieldFilter<string>;
  /** Any of these tags. */
  tags: FieldFilter<string[]>;
}

export type ValueField = 'name' | 'kind' | 'search' | 'tags' | 'orderBy';

export type FilterAction =
  | { type: 'page'; page: number }
  | { type: 'nbItem'; nbItem: number }
  | { type: 'value'; field: 'name' | 'kind' | 'search'; value: string }
  | { type: 'value'; field: 'tags'; value: string[] }
  | { type: 'value'; field: 'orderBy'; value: ProductOrder }
  /** Back to the list's own preset (the page's cms.config.filters). */
  | { type: 'reset'; preset: ProductFilters };

export function defaultFilters(orderBy: ProductOrder = 'price'): ProductFilters {
  return {
    page: 1,
    nbItem: PRODUCT_PAGE_SIZE,
    orderBy,
    name: { type: 'lk', value: '' },
    kind: { type: 'eq', value: '' },
    search: { type: 'eq', value: '' },
    tags: { type: 'eq', value: [] },
  };
}

const clampInt = (value: number, min: number, max: number, fallback: number) =>
  Number.isSafeInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** Spec §4 product filters. */
export function filtersReducer(state: ProductFilters, action: FilterAction): ProductFilters {
  switch (action.type) {
    case 'page':
      // Set directly.
      return { ...state, page: clampInt(action.page, 1, 1_000_000, state.page) };
    case 'nbItem':
      // Set directly; the current page may no longer exist with another page size.
      return { ...state, nbItem: clampInt(action.nbItem, 1, PRODUCT_PAGE_SIZE, state.nbItem), page: 1 };
    case 'value': {
      if (action.field === 'orderBy') return { ...state, orderBy: action.value, page: 1 };
      if (action.field === 'tags') {
        const tags = [...new Set(action.value.map((tag) => tag.trim()).filter(Boolean))];
        return { ...state, tags: { ...state.tags, value: tags }, page: 1 };
      }
      // Set by its value: the field keeps its type (e.g. name stays a "contains" filter).
      return { ...state, [action.field]: { ...state[action.field], value: action.value.trim() }, page: 1 };
    }
    case 'reset':
      return action.preset;
  }
}

/** PRODUCT_ORDER (spec §3; the sample says PRICE; the other values are ours) → the list's default order. */
export function orderFromParameter(value: string | null | undefined): ProductOrder {
  switch ((value ?? '').trim().toUpperCase()) {
    case 'PRICE_DESC':
      return '-price';
    case 'NAME':
    case 'ALPHABETICAL':
      return 'name';
    case 'YEAR':
    case 'VINTAGE':
      return '-year';
    case 'NEWEST':
    case 'DATE':
    case 'CREATED_AT':
      return '-createdAt';
    default:
      return 'price';
  }
}

/** URL query names (French, readable: /nos-vins?genre=Rouge&tri=-price). */
export const URL_KEYS = {
  page: 'page',
  nbItem: 'par-page',
  orderBy: 'tri',
  name: 'nom',
  kind: 'genre',
  search: 'recherche',
  tags: 'etiquettes',
} as const;

/**
 * Filters from the URL over the list's preset: what a shared link or Back restores. Bad values are ignored
 * (the preset's stays): a stale or hand-typed link still shows a list.
 */
export function filtersFromUrl(search: URLSearchParams, preset: ProductFilters): ProductFilters {
  let filters = preset;
  const int = (raw: string | null) => (raw !== null && /^\d{1,7}$/.test(raw) ? Number(raw) : null);
  const order = search.get(URL_KEYS.orderBy);
  if (order && (PRODUCT_ORDERS as readonly string[]).includes(order))
    filters = filtersReducer(filters, { type: 'value', field: 'orderBy', value: order as ProductOrder });
  for (const field of ['name', 'kind', 'search'] as const) {
    const raw = search.get(URL_KEYS[field]);
    if (raw !== null && raw.length <= 100) filters = filtersReducer(filters, { type: 'value', field, value: raw });
  }
  const tags = search.get(URL_KEYS.tags);
  if (tags !== null && tags.length <= 1_000)
    filters = filtersReducer(filters, { type: 'value', field: 'tags', value: tags.split(',').slice(0, 20) });
  const nbItem = int(search.get(URL_KEYS.nbItem));
  if (nbItem) filters = filtersReducer(filters, { type: 'nbItem', nbItem });
  const page = int(search.get(URL_KEYS.page));
  if (page) filters = filtersReducer(filters, { type: 'page', page });
  return filters;
}

/** The URL query of `filters`: only what differs from the preset, so the plain list keeps its plain URL. */
export function filtersToUrl(filters: ProductFilters, preset: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.orderBy !== preset.orderBy) params.set(URL_KEYS.orderBy, filters.orderBy);
  for (const field of ['name', 'kind', 'search'] as const) {
    if (filters[field].value !== preset[field].value) params.set(URL_KEYS[field], filters[field].value);
  }
  if (filters.tags.value.join(',') !== preset.tags.value.join(','))
    params.set(URL_KEYS.tags, filters.tags.value.join(','));
  if (filters.nbItem !== preset.nbItem) params.set(URL_KEYS.nbItem, String(filters.nbItem));
  if (filters.page !== 1) params.set(URL_KEYS.page, String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const PRODUCT_TYPES = new Set(['WINE', 'BOX', 'OTHER']);
const prefixed = ({ type, value }: FieldFilter<string>) => (type === 'eq' ? value : `${type}:${value}`);

/**
 * GET /product's query (spec §7: empty values skipped). A kind written as a product type (WINE, BOX, OTHER:
 * the wine estate's « Coffrets » page is preset with `kind: 'BOX'`) filters on the type; any other kind on
 * the product's kind ('Rouge').
 */
export function toApiQuery(filters: ProductFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: filters.page,
    nbItem: filters.nbItem,
    orderBy: filters.orderBy,
  };
  if (filters.name.value) query.name = prefixed(filters.name);
  if (filters.kind.value) {
    if (PRODUCT_TYPES.has(filters.kind.value.toUpperCase())) query.type = filters.kind.value.toUpperCase();
    else query.kind = prefixed(filters.kind);
  }
  if (filters.search.value) query.search = filters.search.value;
  if (filters.tags.value.length > 0) query.tags = filters.tags.value.join(',');
  return query;
}

/** A stable key of the query, for React Query and the server cache. */
export const queryKeyOf = (filters: ProductFilters): string =>
  Object.entries(toApiQuery(filters))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
