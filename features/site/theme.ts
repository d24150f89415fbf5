import type { Font } from '@/lib/platform/schemas/site';
import { contrastRatio, isLegible, readableOn } from '@/lib/contrast';
import { fontStyleFromFile, fontUrl, fontWeightFromFile, isFontFile } from '@/lib/fonts';
import { isOn } from '@/lib/platform/parameter-values';
import type { Parameters } from '@/lib/site/parameters';

/** A colour parameter is an 8-digit hex (spec §3) — CSS reads #RRGGBBAA as is; 6 digits pass too. */
const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Spec §9 primary and accent. */
export const DEFAULT_PRIMARY = '#29362AFF';
export const DEFAULT_ACCENT = '#DCB253FF';

/**
 * DARK_THEME (spec §3): the page itself turns dark, text light; the owner's header, menu and footer
 * colours are kept (they are already the site's dark surfaces).
 */
export const DARK_THEME_VARIABLES: Readonly<Record<string, string>> = {
  '--background-color': '#151816FF',
  '--font-content-color': '#ECEDEAFF',
  '--font-title-color': '#FFFFFFFF',
  'color-scheme': 'dark',
};

export const isHexColor = (value: string | null | undefined): value is string =>
  value != null && HEX.test(value.trim());

/**
 * Every colour parameter (type ending in _COLOR) as a CSS variable, `BACKGROUND_FOOTER_COLOR` →
 * `--background-footer-color`, rendered on the server in the shell's style so the first paint is themed.
 * Values that are not colours are dropped: a parameter can never inject CSS.
 */
export function themeVariables(parameters: Parameters): Record<string, string> {
  const vars: Record<string, string> = {
    '--primary-color': DEFAULT_PRIMARY,
    '--accent-color': DEFAULT_ACCENT,
  };
  for (const [type, value] of Object.entries(parameters)) {
    if (!type.endsWith('_COLOR') || !isHexColor(value)) continue;
    vars[`--${type.toLowerCase().replaceAll('_', '-')}`] = value.trim();
  }
  return vars;
}

/**
 * The owner's three text colours and where they are painted (issue 16; docs/PARAMETERS.md):
 * - FONT_COLOR: the page's text, on the page's background (BACKGROUND_COLOR, or the dark theme's);
 * - FONT_BACKGROUND_COLOR ("texte sur fond coloré"): text on the site's coloured surfaces, painted in PRIMARY_COLOR
 *   (the `.band` sections of a page's HTML, primary buttons, selected chips, the current page number);
 * - HEADING_COLOR: headings over such a band. Page headings keep the site's TITLE font colour (site info).
 * Each is used only when it reaches WCAG AA (4.5:1) on its background; otherwise the theme's readable colour is.
 */
export type TextColourParameter = 'FONT_COLOR' | 'FONT_BACKGROUND_COLOR' | 'HEADING_COLOR';

export interface TextColour {
  parameter: TextColourParameter;
  /** The owner's value as set (null when unset or not a colour). */
  value: string | null;
  /** The background it is painted on. */
  background: string;
  /** Its contrast on that background (null when unset). */
  ratio: number | null;
  /** The colour painted: the owner's value when legible, else the theme's readable one. */
  used: string;
  /** True when the owner's value was set and refused for its contrast. */
  fellBack: boolean;
}

const WHITE = '#FFFFFFFF';

export function textColours(parameters: Parameters, fonts: readonly Font[]): TextColour[] {
  const colour = (type: string) => (isHexColor(parameters[type]) ? parameters[type]!.trim() : null);
  const dark = isOn(parameters.DARK_THEME);
  const content = fonts.find((font) => font.type === 'CONTENT' && isHexColor(font.color))?.color.trim();
  const primary = colour('PRIMARY_COLOR') ?? DEFAULT_PRIMARY;
  const page = dark ? DARK_THEME_VARIABLES['--background-color']! : (colour('BACKGROUND_COLOR') ?? WHITE);
  const pick = (parameter: TextColourParameter, background: string, fallbacks: (string | null | undefined)[]) => {
    const value = colour(parameter);
    const legible = value != null && isLegible(value, background);
    return {
      parameter,
      value,
      background,
      ratio: value == null ? null : contrastRatio(value, background),
      used: legible ? value : readableOn(background, fallbacks),
      fellBack: value != null && !legible,
    };
  };
  const onPrimary = pick('FONT_BACKGROUND_COLOR', primary, [WHITE]);
  return [
    pick('FONT_COLOR', page, dark ? [DARK_THEME_VARIABLES['--font-content-color']] : [content, primary]),
    onPrimary,
    pick('HEADING_COLOR', primary, [onPrimary.used]),
  ];
}

/** `--font-color`, `--font-background-color`, `--heading-color`: the guarded colours, always set. */
const textColourVariables = (parameters: Parameters, fonts: readonly Font[]): Record<string, string> =>
  Object.fromEntries(
    textColours(parameters, fonts).map(({ parameter, used }) => [
      `--${parameter.toLowerCase().replaceAll('_', '-')}`,
      used,
    ]),
  );

/**
 * Colours, then the dark theme's page colours when DARK_THEME is on (they win over the fonts' colours), then the
 * three guarded text colours (they replace the owner's raw values).
 */
export function siteThemeVariables(parameters: Parameters, fonts: readonly Font[]): Record<string, string> {
  return {
    ...themeVariables(parameters),
    ...fontVariables(fonts),
    ...(isOn(parameters.DARK_THEME) ? DARK_THEME_VARIABLES : {}),
    ...textColourVariables(parameters, fonts),
  };
}

// ── Fonts (spec §3 Site info, §7 /fonts/{file}, §9 weight from the file name) ──────────────────────

/** Letters, digits, spaces, hyphens, underscores and dots: a family name can never close the quotes. */
const FAMILY = /^[\p{L}\p{N} ._-]{1,80}$/u;
/** A font file name as the platform stores it. */
const FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

const FALLBACKS: Record<Font['type'], string> = {
  TITLE: 'Georgia, "Times New Roman", serif',
  CONTENT: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  MENU: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

export const isSafeFamily = (family: string): boolean => FAMILY.test(family.trim());

/** The family as a CSS value: the site's family (quoted) before a generic stack of the same kind. */
const familyStack = (font: Font) =>
  isSafeFamily(font.family) ? `"${font.family.trim()}", ${FALLBACKS[font.type]}` : FALLBACKS[font.type];

/**
 * `--font-title-family`, `--font-title-size`, `--font-title-weight`, `--font-title-style`,
 * `--font-title-color` (and content, menu): every value checked, anything unusable left out so the
 * stylesheet's own default applies.
 */
export function fontVariables(fonts: readonly Font[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const font of fonts) {
    const prefix = `--font-${font.type.toLowerCase()}`;
    vars[`${prefix}-family`] = familyStack(font);
    if (Number.isFinite(font.size) && font.size >= 8 && font.size <= 120) vars[`${prefix}-size`] = `${font.size}px`;
    if (Number.isInteger(font.weight) && font.weight >= 100 && font.weight <= 900)
      vars[`${prefix}-weight`] = String(font.weight);
    if (font.style === 'normal' || font.style === 'italic') vars[`${prefix}-style`] = font.style;
    if (isHexColor(font.color)) vars[`${prefix}-color`] = font.color.trim();
  }
  return vars;
}

export interface FontFace {
  family: string;
  file: string;
  weight: number;
  style: 'normal' | 'italic';
}

/**
 * One face per distinct file of the site's fonts, its weight and style read from the file name
 * (spec §9): 'lato-bold.woff2' is Lato 700. Unsafe families and file names are skipped.
 */
export function fontFaces(fonts: readonly Font[]): FontFace[] {
  const faces = new Map<string, FontFace>();
  for (const font of fonts) {
    if (!isSafeFamily(font.family)) continue;
    for (const file of font.files) {
      if (!isFontFile(file)) continue;
      const family = font.family.trim();
      faces.set(`${family}\u0000${file}`, {
        family,
        file,
        weight: fontWeightFromFile(file),
        style: fontStyleFromFile(file),
      });
    }
  }
  return [...faces.values()];
}

/** The @font-face rules of the faces: font-display swap, so text shows at once in the fallback. */
export function fontFaceCss(faces: readonly FontFace[]): string {
  return faces
    .map((face) => {
      const format = FORMATS[face.file.split('.').pop()!.toLowerCase()];
      return `@font-face{font-family:"${face.family}";src:url("${fontUrl(face.file)}") format("${format}");font-weight:${face.weight};font-style:${face.style};font-display:swap}`;
    })
    .join('\n');
}
