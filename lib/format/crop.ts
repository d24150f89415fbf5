/**
 * List text cropped (spec §5: 120 characters by default), for text that is already plain: an event's summary in the
 * element list, a client component that must not carry lib/format/text.ts's HTML reader. `cropText` there is this,
 * after turning CMS HTML into text.
 */

export const DEFAULT_CROP_LENGTH = 120;

const ELLIPSIS = '…';

/**
 * At most `max` characters (UTF-16 units, as String.length) including the ellipsis. It is cut after the last whole
 * word when that keeps at least half of the room (a long URL is cut inside), trailing punctuation dropped before
 * '…'. Text that fits is returned whole, without ellipsis.
 */
export function cropPlainText(text: string, max: number = DEFAULT_CROP_LENGTH): string {
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
