/**
 * URL slugs (spec §5) and detail-page segments `<slug>-<id>` (design.md §4). Slugs are
 * lower-case ASCII so that links are stable whatever the browser or the title's accents.
 */

/** Letters that NFD does not decompose into a base letter plus combining marks. */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l' };

/**
 * Lower-case ASCII slug: accents removed, œ/æ/ß/ø/ł spelled out, every run of other
 * characters turned into one hyphen, no hyphen at either end. '' when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæßøł]/g, (letter) => LIGATURES[letter] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const isPositiveId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * The last path segment of a detail page: `<slug>-<id>`, or the bare id when the title has no
 * slug-able character (parseDetailSlug accepts both). Throws on an id that is not a positive
 * integer: such a link could never be parsed back, so it is a programming error.
 */
export function detailSlug(title: string, id: number): string {
  if (!isPositiveId(id)) throw new RangeError(`detailSlug: id must be a positive integer, got ${id}`);
  const slug = slugify(title);
  return slug ? `${slug}-${id}` : String(id);
}

export interface DetailSlug {
  /** Text before the last hyphen, as written in the URL ('' for a bare id). */
  slug: string;
  id: number;
}

/**
 * Reads `<slug>-<id>` or a bare `<id>`: the id is the positive integer after the last hyphen,
 * written without leading zeros so that each item has one URL. The slug is returned as found;
 * callers may redirect when it differs from detailSlug(title, id). null when there is no id.
 */
export function parseDetailSlug(segment: string): DetailSlug | null {
  const match = /^(?:(.+)-)?([1-9]\d*)$/.exec(segment);
  if (!match) return null;
  const id = Number(match[2]);
  if (!isPositiveId(id)) return null;
  return { slug: match[1] ?? '', id };
}
