/**
 * How a parameter's text value reads (spec §3 kinds BOOLEAN and NUMBER arrive as strings):
 * one reading for the platform stand-in and the storefront.
 */

/** 'true' or '1' (any case, spaces ignored) is on; anything else, or unset, is off. */
export const isOn = (value: string | null | undefined): boolean => value != null && /^(true|1)$/i.test(value.trim());

/** A finite number, or null when unset, empty or not a number; a French decimal comma reads as a point (« 0,75 »). */
export function asNumber(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A number above 0, or null: how a limit or a threshold reads, where unset, empty, 0 or negative means « no rule ». */
export function asPositiveNumber(value: string | null | undefined): number | null {
  const n = asNumber(value);
  return n !== null && n > 0 ? n : null;
}
