/**
 * The routes every site has besides its page tree (spec §2 "Sample site routes"), served from
 * `app/site/[site]/…`. proxy.ts rewrites them there; anything neither here nor in the tree is a 404.
 */
const FIXED_ROUTES: readonly RegExp[] = [
  /^auth$/,
  // The personal space (design.md §4): a cached frame, its content is per visitor (client screen).
  /^mon-compte$/,
  /^password\/reset\/ask$/,
  // "/password/reset/ followed by an optional token segment"
  /^password\/reset(?:\/[^/]+)?$/,
  /^(?:cookie-policy|legal-notice|privacy-policy|sale-terms|use-terms)$/,
  // The cart (design.md §4).
  /^panier$/,
  // The newsletter confirmation link (double opt-in); its token is in the fragment, never in the path.
  /^newsletter\/confirmation$/,
];

/** `path` has no leading or trailing slash ("password/reset/abc"). */
export const isFixedRoute = (path: string): boolean => FIXED_ROUTES.some((route) => route.test(path));
