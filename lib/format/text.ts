/**
 * Plain-text excerpts of CMS HTML for lists (spec §5: list text is cropped to 120 characters by
 * default). Not a sanitizer: the result is text for React to escape, never HTML to inject.
 */

import { cropPlainText, DEFAULT_CROP_LENGTH } from './crop';

export { DEFAULT_CROP_LENGTH };

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

/** List excerpt: the text of `html`, cropped as lib/format/crop.ts says (at most `max` characters, whole words). */
export function cropText(html: string | null | undefined, max: number = DEFAULT_CROP_LENGTH): string {
  return cropPlainText(htmlToText(html ?? ''), max);
}
