/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), pure: the legibility guard of the owner's
 * text colours (features/site/theme.ts) and the admin panel's notice use it. Colours are the parameters' hex
 * strings (spec §3: #RRGGBBAA, #RRGGBB accepted); a translucent colour is laid over what is behind it first.
 */

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

type Rgba = readonly [r: number, g: number, b: number, a: number];

const HEX = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i;

/** `#RRGGBB` or `#RRGGBBAA` as 0–255 channels and a 0–1 alpha; null for anything else. */
export function parseHex(value: string | null | undefined): Rgba | null {
  const match = value == null ? null : HEX.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!;
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4), match[2] ? parseInt(match[2], 16) / 255 : 1];
}

/** `over` painted on an opaque `under`. */
const composite = (over: Rgba, under: Rgba): Rgba => {
  const [r, g, b, a] = over;
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1];
};

const WHITE: Rgba = [255, 255, 255, 1];

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgba) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/**
 * The contrast ratio (1 to 21) of a text colour on a background; a translucent background is laid on white (the
 * page), a translucent text on the background. Null when either is not a hex colour.
 */
export function contrastRatio(text: string | null | undefined, background: string | null | undefined): number | null {
  const fg = parseHex(text);
  const bg = parseHex(background);
  if (!fg || !bg) return null;
  const under = composite(bg, WHITE);
  const [l1, l2] = [luminance(composite(fg, under)), luminance(under)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

export const isLegible = (text: string | null | undefined, background: string | null | undefined, min = AA_TEXT) =>
  (contrastRatio(text, background) ?? 0) >= min;

/**
 * The first candidate legible on the background, else black or white, whichever contrasts more (one of them always
 * reaches 4.5:1 on an opaque background).
 */
export function readableOn(background: string, candidates: readonly (string | null | undefined)[]): string {
  const found = candidates.find((candidate) => isLegible(candidate, background));
  if (found) return found.trim();
  return (contrastRatio('#000000FF', background) ?? 0) >= (contrastRatio('#FFFFFFFF', background) ?? 0)
    ? '#000000FF'
    : '#FFFFFFFF';
}
