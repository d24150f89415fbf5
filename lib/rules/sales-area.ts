/**
 * Where a shop delivers (spec §3, shop parameters: ONLY_SELL_IN_FRANCE and the sample sites' worldwide-sales flag,
 * SELL_WORLDWIDE). One rule for the local platform, which neither prices nor takes an order elsewhere
 * (mock-api/domain/commerce/settings.ts), and for the checkout, whose country list offers no more
 * (features/checkout/model.ts): France only; else, with the worldwide flag, every country a carrier serves; else
 * France and the European Union.
 */
export interface SalesArea {
  onlyFrance: boolean;
  worldwide: boolean;
}

/** The European Union's countries besides France (three-letter codes). */
const EUROPEAN_UNION = new Set([
  'DEU', 'AUT', 'BEL', 'BGR', 'CYP', 'HRV', 'DNK', 'ESP', 'EST', 'FIN', 'GRC', 'HUN', 'IRL', 'ITA', 'LVA', 'LTU',
  'LUX', 'MLT', 'NLD', 'POL', 'PRT', 'CZE', 'ROU', 'SVK', 'SVN', 'SWE',
]); // prettier-ignore

/**
 * Why the shop does not deliver to `alphaThree` (a three-letter code, any case): `onlyFrance` (ONLY_SELL_IN_FRANCE),
 * `outsideEurope` (no worldwide flag, a country outside the European Union); null when it does.
 */
export function salesAreaRefusal(area: SalesArea, alphaThree: string): 'onlyFrance' | 'outsideEurope' | null {
  const code = alphaThree.toUpperCase();
  if (code === 'FRA') return null;
  if (area.onlyFrance) return 'onlyFrance';
  return area.worldwide || EUROPEAN_UNION.has(code) ? null : 'outsideEurope';
}

/** Whether the shop delivers to `alphaThree` (whether a carrier serves it is the carriers' own list). */
export const sellsTo = (area: SalesArea, alphaThree: string): boolean => salesAreaRefusal(area, alphaThree) === null;
