import { and, asc, desc, eq, gt, gte, ilike, lt, lte, ne, type Column, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../lib/platform/schemas/common';
import { badRequest } from './errors';

type FieldType = 'string' | 'number' | 'boolean' | 'date';
export interface ListField {
  column: Column;
  type: FieldType;
  /** false: may be used in orderBy only. */
  filter?: boolean;
  /** false: may be used as a filter only. */
  sort?: boolean;
}
export type ListFields = Record<string, ListField>;

const RESERVED = new Set(['nbItem', 'page', 'orderBy']);
type Operator = 'lk' | 'df' | 'lte' | 'lt' | 'gte' | 'gt' | 'eq';

/** Splits `gte:12` into its operator and value (spec §7 prefixes; none means equality). */
export function parseFilter(raw: string): { op: Operator; value: string } {
  const match = /^(lk|df|lte|lt|gte|gt):(.*)$/s.exec(raw);
  return match ? { op: match[1] as Operator, value: match[2] ?? '' } : { op: 'eq', value: raw };
}

function convert(field: string, type: FieldType, value: string): string | number | boolean | Date {
  switch (type) {
    case 'number': {
      const n = Number(value);
      if (!Number.isFinite(n)) throw badRequest('errors.invalidFilter', { field });
      return n;
    }
    case 'boolean':
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      throw badRequest('errors.invalidFilter', { field });
    case 'date': {
      const d = new Date(value);
      if (Number.isNaN(d.getTime())) throw badRequest('errors.invalidFilter', { field });
      return d;
    }
    default:
      return value;
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * Turns a list query into a drizzle plan. Unknown filter keys are ignored (clients add
 * cache busters); a known field with a value of the wrong type, or an unknown orderBy, is a 400.
 */
export function planList(
  query: ListQuery,
  fields: ListFields,
  options: { defaultOrder?: SQL[]; extraWhere?: (SQL | undefined)[] } = {},
): ListPlan {
  const conditions: (SQL | undefined)[] = [...(options.extraWhere ?? [])];
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || typeof raw !== 'string' || raw === '') continue;
    const field = fields[key];
    if (!field || field.filter === false) continue;
    const { op, value } = parseFilter(raw);
    if (value === '') continue;
    if (op === 'lk') {
      conditions.push(ilike(field.column, `%${escapeLike(value)}%`));
      continue;
    }
    const v = convert(key, field.type, value);
    const ops = { eq, df: ne, lt, lte, gt, gte } as const;
    conditions.push(ops[op](field.column, v));
  }

  const orderBy: SQL[] = [];
  if (query.orderBy) {
    const descending = query.orderBy.startsWith('-') || /:desc$/i.test(query.orderBy);
    const name = query.orderBy.replace(/^-/, '').replace(/:(asc|desc)$/i, '');
    const field = fields[name];
    if (!field || field.sort === false) throw badRequest('errors.invalidOrderBy', { field: name });
    orderBy.push(descending ? desc(field.column) : asc(field.column));
  }
  orderBy.push(...(options.defaultOrder ?? []));

  return {
    where: and(...conditions.filter((c): c is SQL => c !== undefined)),
    orderBy,
    limit: query.nbItem,
    offset: (query.page - 1) * query.nbItem,
  };
}
