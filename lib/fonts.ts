/**
 * Site fonts (spec §7: files load from /fonts/{file}; spec §9: the weight comes from the file
 * name). The theme builds its @font-face rules from these, so a file named
 * 'Montserrat-ExtraBoldItalic.woff2' is declared weight 800, style italic.
 */

export type FontStyle = 'normal' | 'italic';

export const DEFAULT_FONT_WEIGHT = 400;

/**
 * Weight keywords, spec §9, plus widespread foundry synonyms: hairline 100, ultralight 200,
 * book/normal 400, demibold 600, ultrabold 800, heavy 900.
 */
const WEIGHT_KEYWORDS: ReadonlyArray<readonly [keyword: string, weight: number]> = [
  ['thin', 100],
  ['hairline', 100],
  ['extralight', 200],
  ['ultralight', 200],
  ['light', 300],
  ['regular', 400],
  ['normal', 400],
  ['book', 400],
  ['medium', 500],
  ['semibold', 600],
  ['demibold', 600],
  ['bold', 700],
  ['extrabold', 800],
  ['ultrabold', 800],
  ['black', 900],
  ['heavy', 900],
];

/** Lower case, without extension, path or word separators: 'Extra-Bold', 'extra_bold' and 'Extra Bold' all read 'extrabold'. */
const normalizeName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * CSS font-weight read from a file name, case-insensitively. The longest keyword found wins, so
 * 'SemiBold' is 600 and 'ExtraBold' 800 rather than 700 (bold), 'ExtraLight' 200 rather than
 * 300; between equally long keywords the last one wins, the style usually ending the name.
 * 400 when no keyword is found. Matching is on letters, not words, so a family name that
 * contains a keyword ('Blackout.ttf') reads as that weight unless the style names another.
 */
export function fontWeightFromFile(name: string): number {
  const text = normalizeName(name);
  let best: { length: number; index: number; weight: number } | null = null;
  for (const [keyword, weight] of WEIGHT_KEYWORDS) {
    const index = text.lastIndexOf(keyword);
    if (index < 0) continue;
    if (!best || keyword.length > best.length || (keyword.length === best.length && index > best.index)) {
      best = { length: keyword.length, index, weight };
    }
  }
  return best?.weight ?? DEFAULT_FONT_WEIGHT;
}

/** 'italic' when the file name contains 'italic' (any case), else 'normal'. */
export function fontStyleFromFile(name: string): FontStyle {
  return /italic/i.test(name) ? 'italic' : 'normal';
}

/** Public URL of a font file; the name is encoded whole, so it cannot leave /fonts/. */
export const fontUrl = (file: string): string => `/fonts/${encodeURIComponent(file)}`;

const FONT_FILE = /^[\w.-]{1,120}\.(woff2|woff|ttf|otf)$/i;

/** A font file name the site may serve from /fonts/{file}: a plain name with a font extension. */
export const isFontFile = (file: string): boolean => FONT_FILE.test(file) && !file.startsWith('.');
