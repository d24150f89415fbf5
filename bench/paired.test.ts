import { describe, expect, it } from 'vitest';
import { median, pairedMargin, pairedRatio } from './paired';

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

describe('pairedRatio', () => {
  it('divides inside each round, so a slow spell that falls on both sides cancels', () => {
    // Round 3 ran while the machine was slow: both the page and the floor cost twice as much. Pooled over the
    // rounds the page would be ×1.4; round by round it is ×1.2 but for round 4.
    const floor = [1.0, 1.0, 2.0, 1.0, 1.0];
    const page = [1.2, 1.2, 2.4, 1.5, 1.1];
    expect(pairedRatio(page, floor)).toEqual({ median: 1.2, min: 1.1, max: 1.5, rounds: 5 });
  });

  it('leaves out a round with no figure or no floor, never counts it as passing', () => {
    expect(pairedRatio([1.3, null, 2], [1, 1, 0]).rounds).toBe(1);
    const none = pairedRatio([null], [1]);
    expect(none.rounds).toBe(0);
    expect(none.median).toBeNaN();
  });
});

describe('median', () => {
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });
});
