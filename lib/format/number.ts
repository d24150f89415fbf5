/**
 * French numbers as `Intl.NumberFormat('fr-FR', …)` writes them ('1 234,5': a narrow no-break space between
 * thousands, a decimal comma), without creating an Intl formatter on the page's first load.
 *
 * Why not Intl: the first `Intl.NumberFormat` a page creates sets up ICU's number formatting, 12–15 ms of main
 * thread here and ~55 ms at 4× CPU (a CPU profile of the wine list's hydration, PERFORMANCE.md session 30); a
 * list of cards formats prices, capacities and discounts while it hydrates, inside its one long task. The output
 * is Intl's to the character: `number.test.ts` compares the two on thousands of values. Values String() writes
 * with an exponent (below 1e-6, from 1e21) and non-finite ones are left to Intl.
 */

const NARROW_NO_BREAK_SPACE = '\u202f';

/** The thousands of an integer written in digits, grouped by three: '1234567' → '1 234 567'. */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? group : `${group}${NARROW_NO_BREAK_SPACE}${grouped}`;
  }
  return grouped;
}

/** An unsigned decimal writing ('1234.567') rounded to `decimals` places, half up: ['1234', '57'] at 2. */
function roundDecimal(written: string, decimals: number): [integer: string, fraction: string] {
  const [integer = '0', fraction = ''] = written.split('.');
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') < '5') return [integer, kept];
  // Add one unit of the last kept place, carrying through the digits.
  const digits = [...`${integer}${kept}`];
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') digits[at--] = '0';
  if (at >= 0) digits[at] = String(Number(digits[at]) + 1);
  else digits.unshift('1');
  const all = digits.join('');
  return [all.slice(0, all.length - decimals), all.slice(all.length - decimals)];
}

const intlFormat = (value: number, minimum: number, maximum: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: minimum, maximumFractionDigits: maximum }).format(value);

export interface FractionDigits {
  /** Decimals always written (Intl's `minimumFractionDigits`); 0 unless given. */
  minimum?: number;
  /** Decimals at most (Intl's `maximumFractionDigits`), the rest rounded half away from zero; 3 unless given. */
  maximum?: number;
}

/** `value` as Intl.NumberFormat('fr-FR', { minimumFractionDigits, maximumFractionDigits }) formats it. */
export function formatFrenchNumber(
  value: number,
  { minimum = 0, maximum = Math.max(3, minimum) }: FractionDigits = {},
) {
  if (!Number.isFinite(value)) return intlFormat(value, minimum, maximum);
  // Intl rounds the number's shortest decimal writing (String(1.005) is '1.005': 1,01 at 2 decimals), half away
  // from zero; Number#toFixed would round the binary value (1.00499…: 1,00). Below 1e-6 String() writes an exponent.
  const written = String(Math.abs(value));
  if (written.includes('e')) return intlFormat(value, minimum, maximum);
  const [integer, fraction] = roundDecimal(written, maximum);
  let decimals = fraction;
  while (decimals.length > minimum && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // Intl keeps the sign of what it was given, -0 and what rounds to 0 included ('-0', '-0,00').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(integer)}${decimals === '' ? '' : `,${decimals}`}`;
}

/**
 * A count's message arguments: `n` picks the plural branch, `shown` is the number as written ('1 500'). Messages the
 * browser formats write their numbers with `{shown}`, never ICU's `#`: next-intl writes `#` with an Intl.NumberFormat,
 * and the page's first one sets up ICU inside whatever made the message show (a tap, a hydration; i18n/client-messages.ts).
 */
export const countValues = (n: number) => ({ n, shown: formatFrenchNumber(n) });
