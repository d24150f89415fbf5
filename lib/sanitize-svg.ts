import sanitizeHtml from 'sanitize-html';

/**
 * SVG icons of the platform (`POST /image/load-svg`, spec §7) are inlined in the page, where an SVG is as
 * powerful as HTML: `<script>`, `onload=`, `<foreignObject>` (any HTML inside), `<use href="https://…">`
 * (another document's content), `<a href="javascript:…">`, `<animate attributeName="href" …>` (a link
 * rewritten after sanitizing), `style="background:url(https://tracker…)"` (a request to another host),
 * `<image href="…">`. They are uploaded by the site's owner, but the file could come from anywhere, so only
 * drawing is kept: an allow-list of shape, gradient, clip, mask and filter elements and of presentation
 * attributes. References stay inside the icon: `href`/`xlink:href` only to `#fragment`, `url(…)` only to
 * `url(#fragment)`. Ids get a prefix of their own (and the references with them), so two icons on one page
 * never share an id and no id can shadow a global of the page (DOM clobbering). Pure, unit-tested.
 */

/** An SVG above this size is not an icon: refused (the API caps files at 1 MB; a menu icon is a few kB). */
export const MAX_SVG_CHARS = 256 * 1024;

const TAGS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feDropShadow',
];

const ATTRIBUTES = [
  'id',
  'class',
  'style',
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'vector-effect',
  'shape-rendering',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'href',
  'xlink:href',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'role',
  'aria-hidden',
  'aria-label',
  'focusable',
];

/** An id worth keeping: what drawing tools write (`a`, `paint0_linear_1_2`, `Gradient-1`). */
const ID = /^[A-Za-z_][\w.-]{0,63}$/;
/** A reference inside the icon: `#id`. */
const FRAGMENT = /^#([A-Za-z_][\w.-]{0,63})$/;
/** Every `url(…)` of a value; only `url(#id)` is kept (quotes and spaces allowed around the id). */
const URL_CALL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
/** What a CSS value must never carry: an escape (hides `url(`), an import, IE's expression(), a script URL, markup. */
const CSS_FORBIDDEN = /\\|@import|expression\s*\(|javascript:|<|>/i;

/** A value with its `url(#id)` references prefixed, or null when it refers to anything outside the icon. */
function localUrls(value: string, prefix: string): string | null {
  let outside = false;
  const rewritten = value.replace(URL_CALL, (_, _quote: string, target: string) => {
    const match = FRAGMENT.exec(target.trim());
    if (!match) outside = true;
    return match ? `url(#${prefix}${match[1]})` : '';
  });
  // A `url(` the pattern did not read as a whole (unclosed, nested quotes) is refused too.
  if (outside || /url\s*\(/i.test(rewritten.replace(/url\(#[\w.-]+\)/g, ''))) return null;
  return rewritten;
}

function cleanAttributes(attribs: Record<string, string>, prefix: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'id') {
      if (ID.test(value)) kept.id = `${prefix}${value}`;
      continue;
    }
    if (name === 'href' || name === 'xlink:href') {
      const match = FRAGMENT.exec(value.trim());
      if (match) kept[name] = `#${prefix}${match[1]}`;
      continue;
    }
    if (name === 'style' && CSS_FORBIDDEN.test(value)) continue;
    const local = localUrls(value, prefix);
    if (local === null) continue;
    kept[name] = local;
  }
  return kept;
}

/**
 * The SVG text, cleaned for inlining, or null when nothing drawable is left or it is not one `<svg>` element.
 * `idPrefix`: a prefix of letters, digits and hyphens unique to this icon on the page (e.g. from its URL).
 */
export function sanitizeSvg(svg: string, idPrefix: string): string | null {
  if (svg.length > MAX_SVG_CHARS) return null;
  const prefix = `${idPrefix.replace(/[^A-Za-z0-9-]/g, '') || 'svg'}-`;
  // What comes before the root (XML declaration, doctype and its entities, comments) is never kept.
  const start = svg.indexOf('<svg');
  if (start < 0) return null;
  const clean = sanitizeHtml(svg.slice(start), {
    allowedTags: TAGS,
    allowedAttributes: { '*': ATTRIBUTES },
    // Schemes are checked above (only `#fragment` references); this keeps sanitize-html from second-guessing.
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    // Case matters in SVG (viewBox, linearGradient); `<path/>` must stay empty, not swallow its siblings.
    parser: { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true, lowerCaseTags: false },
    // The content of these goes too, not only the tags: code, other documents, HTML islands, animations.
    nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'object', 'embed', 'noscript', 'textarea'],
    exclusiveFilter: (frame) =>
      ['foreignObject', 'script', 'style', 'image', 'a', 'animate', 'set', 'animateMotion'].includes(frame.tag),
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: cleanAttributes(attribs, prefix) }),
    },
    // sanitize-html would write `<g />` and drop the closing tag even around children: every element is closed.
    selfClosing: [],
  }).trim();
  return /^<svg[\s>]/.test(clean) && clean.endsWith('</svg>') ? clean : null;
}
