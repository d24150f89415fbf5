/**
 * Money display (spec §9: prices have 2 decimals, in euros) in the platform's own French
 * formatting (Intl's fr-FR currency style, written by lib/format/number.ts without Intl's set-up
 * cost), so that '1 234,50 €' uses the same separators everywhere (a narrow no-break space
 * between thousands, a no-break space before €): a price never wraps across two lines.
 */

import { formatFrenchNumber } from './number';

/** Before € and %, as Intl's fr-FR currency and percent styles write it. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * Rounds to the cent, half away from zero, on the decimal value as written: 1.005 → 1.01 (binary
 * floating point stores it as 1.00499…, which Math.round(x * 100) would round down).
 * -0 becomes 0 so that nothing shows as '-0,00 €'.
 */
export function roundEuros(euros: number): number {
  if (!Number.isFinite(euros)) return euros;
  const abs = Math.abs(euros);
  // The exponent trick needs a plain decimal. Exponent forms are below 1e-6 (zero cents) or at
  // least 1e21 (no cents left to round).
  const plain = !String(abs).includes('e');
  const rounded = plain ? Number(`${Math.round(Number(`${abs}e2`))}e-2`) : abs < 1 ? 0 : abs;
  return euros < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Integer cents (the unit of lib/rules) to euros. */
export const centsToEuros = (cents: number): number => roundEuros(cents / 100);

/** Euros to integer cents, rounded to the cent. */
export const eurosToCents = (euros: number): number => Math.round(roundEuros(euros) * 100);

/** '12,50 €', '1 234,00 €', '-3,20 €'; '' for a missing or non-finite amount. */
export function formatPrice(euros: number | null | undefined): string {
  if (euros === null || euros === undefined || !Number.isFinite(euros)) return '';
  return `${formatFrenchNumber(roundEuros(euros), { minimum: 2, maximum: 2 })}${NO_BREAK_SPACE}€`;
}

/** A fee in cents as a price, or the caller's word for nothing to pay (« Offerte ») when it is 0. */
export function formatFeeCents(cents: number, free: string): string {
  return cents === 0 ? free : formatPrice(cents / 100);
}

/**
 * A percentage given in points (a 15 % discount is 15, as the platform sends it): '15 %',
 * '12,5 %', at most 2 decimals; '' for a missing or non-finite value.
 */
export function formatPercent(points: number | null | undefined): string {
  if (points === null || points === undefined || !Number.isFinite(points)) return '';
  return `${formatFrenchNumber(roundEuros(points), { maximum: 2 })}${NO_BREAK_SPACE}%`;
}
