/**
 * Screen widths (spec §2, §9), shared by CSS-in-JS, matchMedia and server-side layout choices
 * so that every part of the storefront switches to the mobile layout at the same width.
 */

/** Responsive breakpoints in px (spec §9), as given: 2xl (1536) is below xxl (1600). */
export const BREAKPOINTS = {
  default: 320,
  xxs: 480,
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  xxl: 1600,
  '2xl': 1536,
  '4k': 1921,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/** The mobile layout applies below this width (spec §2, §9). */
export const MOBILE_BREAKPOINT = 960;

/** Detail page top margin on small screens, and when DETAIL_PAGE_MARGIN_TOP is unusable (spec §9). */
export const DEFAULT_DETAIL_PAGE_MARGIN_TOP = 28;

/** Whether a viewport width (px) gets the mobile layout: strictly below 960. */
export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT;

const px = (breakpoint: BreakpointName | number) =>
  typeof breakpoint === 'number' ? breakpoint : BREAKPOINTS[breakpoint];

/**
 * Media query for widths strictly below a breakpoint, for matchMedia or after '@media ' in CSS.
 * 0.02 px under it (as Bootstrap does) so that it never overlaps mediaQueryUp at fractional
 * widths (zoom, high-density screens) and both agree with isMobileWidth.
 */
export const mediaQueryDown = (breakpoint: BreakpointName | number): string =>
  `(max-width: ${px(breakpoint) - 0.02}px)`;

/** Media query for widths from a breakpoint up (inclusive). */
export const mediaQueryUp = (breakpoint: BreakpointName | number): string => `(min-width: ${px(breakpoint)}px)`;

/** The mobile layout's media query: below 960 px. */
export const MOBILE_MEDIA_QUERY = mediaQueryDown(MOBILE_BREAKPOINT);

/**
 * Top margin (px) of detail pages: 28 on small screens (below 960), else the site's
 * DETAIL_PAGE_MARGIN_TOP parameter, or 28 when it is missing, empty or not a finite number.
 */
export function detailPageMarginTop(width: number, parameterValue: string | number | null | undefined): number {
  if (isMobileWidth(width)) return DEFAULT_DETAIL_PAGE_MARGIN_TOP;
  const raw = typeof parameterValue === 'string' ? parameterValue.trim() : parameterValue;
  if (raw === '' || raw === null || raw === undefined) return DEFAULT_DETAIL_PAGE_MARGIN_TOP;
  const value = Number(raw);
  return Number.isFinite(value) ? value : DEFAULT_DETAIL_PAGE_MARGIN_TOP;
}
