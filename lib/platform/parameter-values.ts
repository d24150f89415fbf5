/**
 * How a parameter's text value reads (spec §3 kinds BOOLEAN and NUMBER arrive as strings):
 * one reading for the platform stand-in and the storefront.
 */

/** 'true' or '1' (any case, spaces ignored) is on; anything else, or unset, is off. */
export const isOn = (value: string | null | undefined): boolean => value != null && /^(true|1)$/i.test(value.trim());

/** A finite number, or null when unset, empty or not a number. */
export function asNumber(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
