/**
 * A page against the bare page, round by round (issue 19's margins). The benchmark runs Lighthouse in rounds, each
 * round every page once, the bare page among them; a round's pages run within minutes of each other, so they share
 * the machine's load of that moment. The difference page − bare taken inside each round cancels what the rounds do
 * not share (this lab's TBT moved by 2–28× within one run, the bare page's by 1.4×), where the difference of the two
 * medians mixes runs made up to a quarter of an hour apart.
 */

export interface PairedMargin {
  /** Median over the rounds of (page − bare) in the same round. */
  median: number;
  min: number;
  max: number;
  /** Rounds with both figures. */
  rounds: number;
}

export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * `page[i] − bare[i]` for each round i both have, summarised. The arrays are in round order; a round missing on
 * either side (a length mismatch) is left out rather than paired with another round's figure.
 */
export function pairedMargin(page: readonly number[], bare: readonly number[]): PairedMargin {
  const rounds = Math.min(page.length, bare.length);
  return summary(Array.from({ length: rounds }, (_, i) => page[i]! - bare[i]!));
}

/**
 * `page[i] / floor[i]` for each round i both have (the server's CPU per request against the bare page behind a
 * proxy, measured one after the other inside each round), summarised like `pairedMargin`. A round whose floor is
 * not a positive number is left out.
 */
export function pairedRatio(page: readonly (number | null)[], floor: readonly (number | null)[]): PairedMargin {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(page.length, floor.length); i++) {
    const [p, f] = [page[i], floor[i]];
    if (p != null && f != null && f > 0) ratios.push(p / f);
  }
  return summary(ratios);
}

/** One figure per round, summarised; no rounds gives NaN figures, never a passing zero. */
function summary(perRound: readonly number[]): PairedMargin {
  return {
    median: median(perRound),
    min: perRound.length ? Math.min(...perRound) : NaN,
    max: perRound.length ? Math.max(...perRound) : NaN,
    rounds: perRound.length,
  };
}
