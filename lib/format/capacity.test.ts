import { describe, expect, it } from 'vitest';
import { formatCapacity } from './capacity';

describe('a bottle size (spec §9: cl or L, French decimals)', () => {
  it.each([
    [75, 'CENTILITRE', '75\u00a0cl'],
    [37.5, 'CENTILITRE', '37,5\u00a0cl'],
    [1.5, 'LITER', '1,5\u00a0L'],
    [150, 'CENTILITRE', '150\u00a0cl'],
    [0.333, 'LITER', '0,33\u00a0L'],
    // The platform sends a unit with every size; one without is read as centilitres, as the sheet always has.
    [75, null, '75\u00a0cl'],
  ] as const)('%s %s → %s', (capacity, unit, text) => expect(formatCapacity(capacity, unit)).toBe(text));

  it.each([
    [null, null],
    [null, 'CENTILITRE'],
    [0, 'CENTILITRE'],
    [-1, 'LITER'],
  ] as const)('no size for %s %s', (capacity, unit) => expect(formatCapacity(capacity, unit)).toBeNull());
});
