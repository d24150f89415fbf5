import { describe, expect, it } from 'vitest';
import { formatDuration, listSummary } from './price-list';

describe('durations of the price list', () => {
  it.each([
    [45, '45\u00a0min'],
    [60, '1\u00a0h'],
    [90, '1\u00a0h\u00a030'],
    [150, '2\u00a0h\u00a030'],
    [125, '2\u00a0h\u00a005'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('summaries of the price list (spec §5: list text cropped to 120 characters)', () => {
  it('crops a long summary on a word, with the ellipsis, and keeps a short one whole', () => {
    const long = `Soin profond ${'des longueurs et des pointes '.repeat(8)}pour un cheveu souple.`;
    const cropped = listSummary({ summary: long });
    expect(cropped.length).toBeLessThanOrEqual(120);
    expect(cropped.endsWith('…')).toBe(true);
    expect(long.startsWith(cropped.slice(0, -1))).toBe(true);
    expect(listSummary({ summary: 'Coupe et brushing.' })).toBe('Coupe et brushing.');
  });
});
