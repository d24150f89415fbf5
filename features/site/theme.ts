import type { Parameters } from './api/get-parameters';

/** A colour parameter is an 8-digit hex (spec §3) — CSS reads #RRGGBBAA as is; 6 digits pass too. */
const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Spec §9 primary and accent. */
export const DEFAULT_PRIMARY = '#29362AFF';
export const DEFAULT_ACCENT = '#DCB253FF';

/**
 * Every colour parameter (type ending in _COLOR) as a CSS variable, `BACKGROUND_FOOTER_COLOR` →
 * `--background-footer-color`, rendered on the server in <html style> so the first paint is themed.
 * Values that are not colours are dropped: a parameter can never inject CSS.
 */
export function themeVariables(parameters: Parameters): Record<string, string> {
  const vars: Record<string, string> = {
    '--primary-color': DEFAULT_PRIMARY,
    '--accent-color': DEFAULT_ACCENT,
  };
  for (const [type, value] of Object.entries(parameters)) {
    if (!type.endsWith('_COLOR') || !value || !HEX.test(value.trim())) continue;
    vars[`--${type.toLowerCase().replaceAll('_', '-')}`] = value.trim();
  }
  return vars;
}
