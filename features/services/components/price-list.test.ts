import { describe, expect, it } from 'vitest';
import { formatDuration } from './price-list';

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
