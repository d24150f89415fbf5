import { listParams } from './list-params';

/** The list prefixes of spec §7; `eq` is plain equality (no prefix). */
export const FILTER_TYPES = ['eq', 'lk', 'df', 'lt', 'lte', 'gt', 'gte'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

type FilterValue = string | number | boolean | null | undefined;

/** Spec §3 "List filter object": per field a type and a value, plus orderBy, page and nbItem. */
export interface ListFilterObject {
  page?: number;
  nbItem?: number;
  orderBy?: string | null;
  fields?: Record<string, { type: FilterType; value: FilterValue }>;
}

/**
 * The query of a list call (spec §7): page, nbItem, orderBy, then each field as `<prefix>:<value>` (`lk:` contains,
 * `df:` different, `lt:`, `lte:`, `gt:`, `gte:`) or its plain value for equality. Empty values are skipped, for the
 * fields and for page, nbItem and orderBy alike: an empty filter is no filter.
 */
export function listFilterQuery(filter: ListFilterObject): Record<string, string> {
  const fields: Record<string, FilterValue> = {};
  for (const [name, { type, value }] of Object.entries(filter.fields ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    fields[name] = type === 'eq' ? value : `${type}:${String(value)}`;
  }
  return listParams({ page: filter.page, nbItem: filter.nbItem, orderBy: filter.orderBy, ...fields });
}
