import { describe, expect, it } from 'vitest';
import { median, pairedMargin } from './paired';

describe('pairedMargin', () => {
  it('takes the difference inside each round, not the difference of the medians', () => {
    // The machine busy in rounds 2 and 4 (both pages slow there), and the page alone hit in round 5. The medians
    // are 420 and 120, 300 apart; inside each round the page is 40–50 ms above the bare page, but for round 5.
    const bare = [100, 400, 110, 420, 120];
    const page = [150, 440, 160, 470, 420];
    expect(median(page) - median(bare)).toBe(300);
    expect(pairedMargin(page, bare)).toEqual({ median: 50, min: 40, max: 300, rounds: 5 });
  });

  it('pairs rounds in order and leaves out a round one side lacks', () => {
    expect(pairedMargin([300, 200, 250], [100, 150])).toEqual({ median: 125, min: 50, max: 200, rounds: 2 });
  });

  it('reports no rounds as NaN, never as a passing zero', () => {
    const margin = pairedMargin([], [100]);
    expect(margin.rounds).toBe(0);
    expect(margin.median).toBeNaN();
  });
});

describe('median', () => {
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });
});
