/**
 * The routes every site has besides its page tree (spec §2 "Sample site routes"), served from
 * `app/site/[site]/…`. proxy.ts rewrites them there; anything neither here nor in the tree is a 404.
 */
const FIXED_ROUTES: readonly RegExp[] = [
  /^auth$/,
  // The personal space (design.md §4): a cached frame, its content is per visitor (client screen).
  /^mon-compte$/,
  /^password\/reset\/ask$/,
  // "/password/reset/ followed by an optional token segment": a token's link is sent to `password/reset/link` (below).
  /^password\/reset(?:\/link)?$/,
  /^(?:cookie-policy|legal-notice|privacy-policy|sale-terms|use-terms)$/,
  // The cart (design.md §4).
  /^panier$/,
  // The checkout (issue 14, design.md §4): the step rides in the query (`?etape=`), the confirmation has the order id.
  /^commande$/,
  /^commande\/confirmation\/[1-9]\d{0,9}$/,
  // The newsletter confirmation link (double opt-in); its token is in the fragment, never in the path.
  /^newsletter\/confirmation$/,
];

/** `path` has no leading or trailing slash ("password/reset/ask"). */
export const isFixedRoute = (path: string): boolean => FIXED_ROUTES.some((route) => route.test(path));

/**
 * The one page every reset link opens (issue 12 §4): proxy.ts sends `/password/reset/<token>` there with the token
 * in the URL fragment, so the page is one cache entry and its HTML never holds a token.
 */
export const RESET_LINK_PATH = 'password/reset/link';

/** The token of a reset link's path (`password/reset/<token>`), or null for any other path (`ask`, `link` included). */
export function resetLinkToken(path: string): string | null {
  const token = /^password\/reset\/([^/]{1,512})$/.exec(path)?.[1];
  return token === undefined || token === 'ask' || token === 'link' ? null : token;
}
