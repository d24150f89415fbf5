/**
 * The site's logo drawn inline when it is a small SVG of the platform, instead of an `<img>` (header and footer).
 * An SVG shown by an `<img>` is a document of its own in the browser: the page's first one cost 30–65 ms of main
 * thread on the lab machine at full speed (four times that at the 4× slowdown of a mid-range phone), for a 676-byte
 * logo; inline, it is a few nodes of the page. Larger files stay images: their bytes would be sent twice (markup
 * and the RSC payload) on every page.
 */
export const INLINE_LOGO_MAX_CHARS = 16 * 1024;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A sanitized SVG (lib/sanitize-svg.ts) with the page's attributes on its root — role, label, class, size — in
 * place of the file's own attributes of those names (sanitize-html writes every attribute as name="value").
 * Null for anything that is not a sanitized SVG or is above INLINE_LOGO_MAX_CHARS.
 */
export function logoSvgMarkup(
  svg: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
): string | null {
  if (svg.length > INLINE_LOGO_MAX_CHARS || !/^<svg[\s>]/.test(svg) || !svg.endsWith('</svg>')) return null;
  const given = Object.entries(attributes).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  const rootEnd = svg.indexOf('>');
  const own = given.reduce(
    (root, [name]) => root.replace(new RegExp(`\\s${name.replace(/[^\w-]/g, '')}="[^"]*"`, 'g'), ''),
    svg.slice('<svg'.length, rootEnd),
  );
  const written = given.map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`).join('');
  return `<svg${written}${own}${svg.slice(rootEnd)}`;
}
