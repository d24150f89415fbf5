/**
 * The platform calls the browser may make through the storefront's proxy (`/api/platform/…`, platform-proxy.ts):
 * an allow-list, not a deny-list, so a call the platform adds later (or a development one such as `GET /dev/outbox`,
 * or `/docs`, `/openapi.json`, `/health`, `/images/…`) is never reachable from the browser by accident.
 *
 * What is here: the calls of spec §7 and design.md §1 that screens make from the browser, now or for checkout,
 * content screens and the admin editor. What is not: the reads only the server makes (`/parameter`, `/site/info`,
 * `/page…`, `/component/conf/…`, `/popup/…`), `GET /site/visit/{from}` (logged by proxy.ts), `POST /image/load-svg`
 * (its SVG must go through the server's sanitizer) and everything else. Adding a call here is a deliberate act.
 */

export type BrowserMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a `{placeholder}` may be: one decoded path segment (or the part of one), tested whole. As narrow as the
 * contract allows (lib/platform/schemas: ids are positive integers, cart ids a uuid or "new", element routes a slug).
 */
const ID = '[1-9][0-9]{0,9}';
const PARAMETERS = {
  id: ID,
  productId: ID,
  declinationId: ID,
  idDeclination: ID,
  idCountry: ID,
  idPage: ID,
  idLayout: ID,
  cartId: '[A-Za-z0-9-]{1,64}',
  /** An element list's route (`logo-footer`, `events`…), like the contract's element route. */
  route: '[a-z0-9][a-z0-9-]{0,63}',
  /** A city name being typed: letters, digits, spaces, apostrophes, dots and hyphens. */
  search: "[\\p{L}\\p{N} '’.-]{1,100}",
  month: '(?:0?[1-9]|1[0-2])',
  year: '[0-9]{4}',
  /** An external app's code (`PRODUCT_FILE_GENERATOR`). */
  app: '[A-Z][A-Z0-9_]{0,63}',
  /** A card payment provider, in `custom-{provider}`. */
  provider: '[a-z0-9][a-z0-9-]{0,39}',
} as const;
type Parameter = keyof typeof PARAMETERS;

type Placeholders<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
/** A path whose every `{placeholder}` is a known parameter (a typo fails to compile). */
type CheckedPath<P extends string> = [Exclude<Placeholders<P>, Parameter>] extends [never] ? P : never;

export interface BrowserCall {
  method: BrowserMethod;
  /** OpenAPI style, as in spec §7: `/cart/{cartId}/product/{productId}/quantity`. */
  path: `/${string}`;
}

const call = <const P extends `/${string}`>(method: BrowserMethod, path: P & CheckedPath<P>): BrowserCall => ({
  method,
  path,
});

export const BROWSER_CALLS: readonly BrowserCall[] = [
  // Accounts (spec §7, design.md §1 POST /logout)
  call('GET', '/logged'),
  call('POST', '/login'),
  call('POST', '/logout'),
  call('POST', '/register'),
  call('PUT', '/password/reset/ask'),
  call('PUT', '/password/reset'),
  call('GET', '/user'),
  call('PUT', '/user'),
  call('DELETE', '/user'),
  call('PUT', '/user/password'),
  call('GET', '/user/newsletter/lists'),
  call('GET', '/user/newsletter/subscription'),
  call('PUT', '/user/newsletter/subscription'),
  call('POST', '/newsletter/subscribe'),
  call('POST', '/newsletter/confirm'),

  // Cart
  call('POST', '/cart'),
  call('POST', '/cart/{cartId}'),
  call('GET', '/cart/{cartId}/default'),
  call('POST', '/cart/{cartId}/product/{declinationId}'),
  call('PUT', '/cart/{cartId}/product/{productId}/quantity'),
  call('DELETE', '/cart/{cartId}'),
  call('DELETE', '/cart/{cartId}/product/{productId}'),

  // Orders and delivery (checkout; design.md §1 GET /order and /order/{id} for the account and the confirmation)
  call('POST', '/order/validate'),
  call('POST', '/order/discount'),
  call('POST', '/order'),
  call('GET', '/order'),
  call('GET', '/order/{id}'),
  call('POST', '/calculate/shipping-fees'),
  call('POST', '/relay/access-points'),
  call('GET', '/cities/{search}/{idCountry}'),
  call('GET', '/countries'),
  call('GET', '/company/address'),
  call('GET', '/calendar/{id}/date/allowed/{month}/{year}'),
  call('GET', '/custom-{provider}/public-key'),

  // Catalogue (design.md §1 GET /product and /product/{id})
  call('GET', '/product'),
  call('GET', '/product/{id}'),
  call('GET', '/product/generate/file/{id}'),
  call('GET', '/product/generate/file/{id}/{idDeclination}'),
  call('GET', '/v2/product/recommended/{id}'),
  call('GET', '/variation'),
  call('GET', '/award'),
  call('GET', '/parameter/product/meal-icon'),
  call('GET', '/external-app/{app}/config/public'),

  // Content: news, blog, albums, forms, elements, reviews, services, contact
  call('GET', '/news'),
  call('GET', '/news/{id}'),
  call('GET', '/blog/folder'),
  call('GET', '/blog/folder/{id}'),
  call('GET', '/blog/folder/list'),
  call('GET', '/blog/folder/list/{id}'),
  call('GET', '/blog/folder/ariane/{id}'),
  call('GET', '/blog/ariane/{id}'),
  call('GET', '/blog/{id}'),
  call('GET', '/album'),
  call('GET', '/album/{id}'),
  call('GET', '/forms/{id}'),
  call('POST', '/forms/{id}/submit'),
  call('GET', '/element/{route}'),
  call('GET', '/element/{route}/{id}'),
  call('POST', '/element/{route}/{id}/register'),
  call('GET', '/google/reviews'),
  call('GET', '/service'),
  call('GET', '/service/{id}'),
  call('POST', '/message'),

  // Admin editor (spec §6 admin-only calls, design.md §1 PUT …/layout/{idLayout}); the platform checks the role.
  call('GET', '/admin/address/type'),
  call('GET', '/admin/page'),
  call('GET', '/admin/page/{id}/layout'),
  call('POST', '/admin/page/{idPage}/layout/{idLayout}/hash/check'),
  call('PUT', '/admin/page/{idPage}/layout/{idLayout}'),
  call('PUT', '/admin/page/{idPage}/layout/{idLayout}/preview'),

  // Issue 14, part A: card payment through the local test provider (POST /payment/intent for one's own order, the
  // test card and its 3-D Secure answer). A real provider's hosted fields talk to the provider, not to these.
  call('POST', '/payment/intent'),
  call('POST', '/payment/test/confirm'),
  call('POST', '/payment/test/challenge'),
];

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One segment of a pattern: a literal, or a whole-segment regular expression when it holds a placeholder. */
function compileSegment(segment: string): string | RegExp {
  if (!segment.includes('{')) return segment;
  const source = segment
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (!(name in PARAMETERS)) throw new Error(`browser-calls: unknown placeholder {${name}}`);
      return `(?:${PARAMETERS[name as Parameter]})`;
    })
    .join('');
  return new RegExp(`^${source}$`, 'u');
}

const COMPILED = BROWSER_CALLS.map((entry) => ({
  entry,
  segments: entry.path.slice(1).split('/').map(compileSegment),
}));

/**
 * The allowed call a request is, or undefined. `segments` are the decoded path segments after `/api/platform`
 * (Next's catch-all), compared whole and case-sensitively; HEAD counts as GET.
 */
export function findBrowserCall(method: string, segments: readonly string[]): BrowserCall | undefined {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return COMPILED.find(
    ({ entry, segments: pattern }) =>
      entry.method === wanted &&
      pattern.length === segments.length &&
      pattern.every((part, i) => (typeof part === 'string' ? part === segments[i] : part.test(segments[i]!))),
  )?.entry;
}
