import type { ApiDeclination } from '@/lib/platform/schemas/catalogue';

/**
 * The product sheet's declination choice (spec §4 "Product page": the current year, capacity and variation1
 * to variation3 select a declination). Dimensions come in that order and cascade: an option of a dimension
 * can be chosen only when a declination exists with it AND the choices of the dimensions before it, so only
 * existing combinations can be chosen; the others are shown disabled. The first dimension is always free
 * (every value it lists exists), so no choice is ever a dead end. Picking a value keeps the later choices when
 * that combination exists, else takes the first existing declination (the platform's order: default first).
 */

export type Dimension = 'year' | 'capacity' | 'variation1' | 'variation2' | 'variation3';
export const DIMENSIONS: readonly Dimension[] = ['year', 'capacity', 'variation1', 'variation2', 'variation3'];

type DeclinationLike = Pick<
  ApiDeclination,
  'id' | 'year' | 'capacity' | 'capacityUnit' | 'variation1' | 'variation2' | 'variation3' | 'available'
>;

/** A declination's value on one dimension, as a comparable key ('' when it has none). */
export function valueOf(declination: DeclinationLike, dimension: Dimension): string {
  switch (dimension) {
    case 'year':
      return declination.year === null ? '' : String(declination.year);
    case 'capacity':
      return declination.capacity === null ? '' : `${declination.capacity}:${declination.capacityUnit ?? ''}`;
    default: {
      const value = declination[dimension];
      return value ? String(value.id) : '';
    }
  }
}

/** The dimensions on which the declinations differ (a single shared value needs no choice). */
export function dimensionsOf(declinations: readonly DeclinationLike[]): Dimension[] {
  return DIMENSIONS.filter((dimension) => new Set(declinations.map((d) => valueOf(d, dimension))).size > 1);
}

export type Selection = Partial<Record<Dimension, string>>;

export const selectionOf = (declination: DeclinationLike, dimensions: readonly Dimension[]): Selection =>
  Object.fromEntries(dimensions.map((dimension) => [dimension, valueOf(declination, dimension)]));

const matches = (declination: DeclinationLike, selection: Selection, dimensions: readonly Dimension[]) =>
  dimensions.every(
    (dimension) => selection[dimension] === undefined || valueOf(declination, dimension) === selection[dimension],
  );

export interface DimensionOption {
  value: string;
  /** The first declination with this value, for its label. */
  sample: DeclinationLike;
  selected: boolean;
  /** A declination exists with this value and the choices of the dimensions before it. */
  enabled: boolean;
  /** That declination can be bought (stock not tracked, or above 0). */
  available: boolean;
}

/** The options of one dimension, in the declinations' order, for the current declination. */
export function optionsFor(
  declinations: readonly DeclinationLike[],
  current: DeclinationLike,
  dimension: Dimension,
): DimensionOption[] {
  const dimensions = dimensionsOf(declinations);
  const before = dimensions.slice(0, dimensions.indexOf(dimension));
  const selection = selectionOf(current, before);
  const seen = new Map<string, DimensionOption>();
  for (const declination of declinations) {
    const value = valueOf(declination, dimension);
    const reachable = matches(declination, selection, before);
    const option = seen.get(value);
    if (!option) {
      seen.set(value, {
        value,
        sample: declination,
        selected: value === valueOf(current, dimension),
        enabled: reachable,
        available: reachable && declination.available,
      });
    } else if (reachable) {
      option.enabled = true;
      option.available ||= declination.available;
    }
  }
  return [...seen.values()];
}

/**
 * The declination after choosing `value` on `dimension` from `current`: the exact combination when it
 * exists, else the first declination with the choices up to this dimension; null when none has them.
 */
export function pick<D extends DeclinationLike>(
  declinations: readonly D[],
  current: D,
  dimension: Dimension,
  value: string,
): D | null {
  const dimensions = dimensionsOf(declinations);
  if (!dimensions.includes(dimension)) return null;
  const wanted = { ...selectionOf(current, dimensions), [dimension]: value };
  const exact = declinations.find((d) => matches(d, wanted, dimensions));
  if (exact) return exact;
  const before = dimensions.slice(0, dimensions.indexOf(dimension));
  const prefix: Selection = { ...selectionOf(current, before), [dimension]: value };
  const candidates = declinations.filter((d) => matches(d, prefix, dimensions));
  // Prefer one that can be bought.
  return candidates.find((d) => d.available) ?? candidates[0] ?? null;
}

/** The URL's choice (`?declinaison=<id>`) when it is one of the product's, else the default (first). */
export function declinationFromUrl<D extends DeclinationLike>(
  declinations: readonly D[],
  raw: string | null | undefined,
): D | null {
  if (raw && /^\d{1,10}$/.test(raw)) {
    const found = declinations.find((d) => d.id === Number(raw));
    if (found) return found;
  }
  return declinations[0] ?? null;
}

export const DECLINATION_PARAM = 'declinaison';
