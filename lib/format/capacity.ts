import { formatFrenchNumber } from './number';

/**
 * A bottle's size as the storefront writes it (spec §9 wine rules: centilitres or litres): « 75 cl », « 37,5 cl »,
 * « 1,5 L », the number and its unit joined by a no-break space so a narrow column never splits them. Null when the
 * declination has no size (no capacity, or none above zero): the caller leaves the size out.
 */
export function formatCapacity(capacity: number | null, unit: 'LITER' | 'CENTILITRE' | null): string | null {
  if (capacity == null || !(capacity > 0)) return null;
  return `${formatFrenchNumber(capacity, { maximum: 2 })}\u00a0${unit === 'LITER' ? 'L' : 'cl'}`;
}
