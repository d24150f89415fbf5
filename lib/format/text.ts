/**
 * Plain-text excerpts of CMS HTML for lists (spec §5: list text is cropped to 120 characters by
 * default). Not a sanitizer: the result is text for React to escape, never HTML to inject.
 */

export const DEFAULT_CROP_LENGTH = 120;

const ELLIPSIS = '…';

/** Tags after which the words of two blocks would otherwise run together ('<p>a</p><p>b</p>'). */
const BLOCK_TAGS =
  'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul';
/** Attributes may hold '>' inside quotes: title="a > b". */
const ATTRIBUTES = `(?:[^>"']|"[^"]*"|'[^']*')*`;
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b${ATTRIBUTES}>`, 'gi');
const ANY_TAG = new RegExp(`<\\/?[a-z]${ATTRIBUTES}>`, 'gi');

/** The usual entities, plus the French letters and punctuation that rich-text editors write as names. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  yuml: 'ÿ',
  Agrave: 'À',
  Acirc: 'Â',
  Ccedil: 'Ç',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
  Icirc: 'Î',
  Ocirc: 'Ô',
  Ugrave: 'Ù',
  oelig: 'œ',
  OElig: 'Œ',
  aelig: 'æ',
  AElig: 'Æ',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Decodes named (listed above) and numeric entities; unknown or invalid ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]*));/gi,
    (entity, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name] ?? entity;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : entity;
    },
  );
}

/** Text of an HTML fragment: no comments, scripts, styles or tags, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * List excerpt: the text of `html`, at most `max` characters (UTF-16 units, as String.length)
 * including the ellipsis. It is cut after the last whole word when that keeps at least half of
 * the room (a long URL is cut inside), trailing punctuation dropped before '…'. Text that fits
 * is returned whole, without ellipsis.
 */
export function cropText(html: string | null | undefined, max: number = DEFAULT_CROP_LENGTH): string {
  const text = htmlToText(html ?? '');
  const limit = Number.isFinite(max) ? Math.floor(max) : DEFAULT_CROP_LENGTH;
  if (text.length <= limit) return text;
  if (limit <= 0) return '';
  const room = limit - ELLIPSIS.length;
  let cut = text.slice(0, room);
  // The cut already ends a word when the next character is not a letter or digit ('blanc|, rosé').
  if (/[\p{L}\p{N}]/u.test(text[room] ?? '')) {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace >= room / 2) cut = cut.slice(0, lastSpace);
  }
  // Never leave half of a surrogate pair (an emoji) before the ellipsis.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.replace(/[\s,;:.\-–—]+$/, '') + ELLIPSIS;
}
