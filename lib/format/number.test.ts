import { describe, expect, it } from 'vitest';
import { formatFrenchNumber } from './number';

const NNBSP = '\u202f'; // narrow no-break space: thousands

const formatters = new Map<string, Intl.NumberFormat>();
const intl = (value: number, minimum: number, maximum: number) => {
  const key = `${minimum}-${maximum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
};

/** A small seeded generator (mulberry32): the same values on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatFrenchNumber', () => {
  it.each<[number, { minimum?: number; maximum?: number }, string]>([
    [1234.5, {}, `1${NNBSP}234,5`],
    [1234567.891, { maximum: 2 }, `1${NNBSP}234${NNBSP}567,89`],
    [12.5, { minimum: 2, maximum: 2 }, '12,50'],
    [999.995, { minimum: 2, maximum: 2 }, `1${NNBSP}000,00`],
    [1.005, { maximum: 2 }, '1,01'],
    [0.125, { maximum: 2 }, '0,13'],
    [37.5, { maximum: 2 }, '37,5'],
    [75, { maximum: 2 }, '75'],
    [-3.2, { minimum: 2, maximum: 2 }, '-3,20'],
    [-0, {}, '-0'],
    [4.25, { maximum: 1 }, '4,3'],
  ])('%s %j → %j', (value, digits, text) => {
    expect(formatFrenchNumber(value, digits)).toBe(text);
  });

  it('writes what Intl.NumberFormat fr-FR writes, on values of every size and the halfway cases', () => {
    const next = random(19);
    const values: number[] = [
      0, -0, 1, -1, 0.5, 1.5, 2.5, 9.995, 99.995, 0.0005, 5e-7, 1e-7, 1e20, 123456789012345680000,
    ];
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** Math.floor(next() * 12 - 4);
      const sign = next() < 0.2 ? -1 : 1;
      values.push(sign * next() * magnitude);
      // Prices and capacities as a shop writes them: whole cents, and cents plus a half.
      const cents = Math.floor(next() * 1_000_000);
      values.push(sign * (cents / 100), sign * ((cents + 0.5) / 100), sign * ((cents * 10 + 5) / 1000));
    }
    const mismatches: string[] = [];
    for (const value of values) {
      for (const [minimum, maximum] of [
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
        [2, 2],
        [1, 3],
      ] as const) {
        const ours = formatFrenchNumber(value, { minimum, maximum });
        const theirs = intl(value, minimum, maximum);
        if (ours !== theirs) mismatches.push(`${value} (${minimum}–${maximum}): ${ours} ≠ ${theirs}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('leaves what is not a finite number to Intl', () => {
    expect(formatFrenchNumber(Number.NaN)).toBe(intl(Number.NaN, 0, 3));
    expect(formatFrenchNumber(Number.NEGATIVE_INFINITY)).toBe(intl(Number.NEGATIVE_INFINITY, 0, 3));
  });
});
