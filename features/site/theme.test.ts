import { describe, expect, it } from 'vitest';
import type { Font } from '@/lib/platform/schemas/site';
import {
  DARK_THEME_VARIABLES,
  fontFaceCss,
  fontFaces,
  fontVariables,
  siteThemeVariables,
  textColours,
  themeVariables,
  type TextColour,
} from './theme';

const font = (over: Partial<Font>): Font => ({
  type: 'CONTENT',
  family: 'Lato',
  color: '#29362AFF',
  size: 16,
  weight: 400,
  style: 'normal',
  files: [],
  ...over,
});

describe('colour parameters become CSS variables', () => {
  it('maps every valid colour and drops anything else', () => {
    const vars = themeVariables({
      BACKGROUND_FOOTER_COLOR: '#29362AFF',
      ACTIVE_MENU_COLOR: '#DCB253FF',
      FONT_COLOR: 'red; } body { display:none',
      HEADING_COLOR: null,
      LOGO_WIDTH: '0',
    });
    expect(vars).toEqual({
      '--primary-color': '#29362AFF',
      '--accent-color': '#DCB253FF',
      '--background-footer-color': '#29362AFF',
      '--active-menu-color': '#DCB253FF',
    });
  });
  it('lets the site override the primary and accent colours', () => {
    expect(themeVariables({ PRIMARY_COLOR: '#4A1C2AFF' })['--primary-color']).toBe('#4A1C2AFF');
  });
});

describe('DARK_THEME', () => {
  it('darkens the page and lightens its text, over the owner colours and the fonts’ colours', () => {
    const vars = siteThemeVariables(
      { DARK_THEME: 'true', BACKGROUND_COLOR: '#FFFFFFFF', BACKGROUND_HEADER_COLOR: '#29362AFF' },
      [font({ color: '#29362AFF' })],
    );
    expect(vars['--background-color']).toBe(DARK_THEME_VARIABLES['--background-color']);
    expect(vars['--font-content-color']).toBe(DARK_THEME_VARIABLES['--font-content-color']);
    expect(vars['color-scheme']).toBe('dark');
    // The owner's header colour is kept.
    expect(vars['--background-header-color']).toBe('#29362AFF');
  });
  it('is off by default (spec §9): the owner colours stand', () => {
    const vars = siteThemeVariables({ BACKGROUND_COLOR: '#FFFFFFFF' }, []);
    expect(vars['--background-color']).toBe('#FFFFFFFF');
    expect(vars['color-scheme']).toBeUndefined();
  });
});

describe('site fonts (spec §3 Site info)', () => {
  it('become family, size, weight, style and colour variables per type, with a fallback stack', () => {
    const vars = fontVariables([
      font({ type: 'TITLE', family: 'Cormorant Garamond', size: 36, weight: 600, color: '#29362AFF' }),
      font({ type: 'MENU', family: 'Lato', size: 15, weight: 700, color: '#FFFFFFFF' }),
    ]);
    expect(vars).toMatchObject({
      '--font-title-family': expect.stringMatching(/^"Cormorant Garamond", .*serif$/),
      '--font-title-size': '36px',
      '--font-title-weight': '600',
      '--font-title-style': 'normal',
      '--font-title-color': '#29362AFF',
      '--font-menu-family': expect.stringMatching(/^"Lato", .*sans-serif$/),
      '--font-menu-size': '15px',
      '--font-menu-weight': '700',
    });
  });
  it('never lets a family, size, weight or colour inject CSS', () => {
    const vars = fontVariables([
      font({ family: 'Lato"; } body { display: none', size: 9999, weight: 450.5, color: 'red;}', style: 'bold;x' }),
    ]);
    expect(vars['--font-content-family']).not.toContain('Lato');
    expect(vars['--font-content-family']).not.toMatch(/[;{}]/);
    expect(vars['--font-content-family']).toContain('sans-serif');
    expect(vars).not.toHaveProperty('--font-content-size');
    expect(vars).not.toHaveProperty('--font-content-weight');
    expect(vars).not.toHaveProperty('--font-content-color');
    expect(vars).not.toHaveProperty('--font-content-style');
  });
});

describe('@font-face generation (spec §7 /fonts/{file}, §9 weight from the file name)', () => {
  it('declares one face per file, its weight and style read from the name, with font-display swap', () => {
    const faces = fontFaces([
      font({ family: 'Lato', files: ['lato-regular.woff2', 'lato-bold.woff2'] }),
      font({ type: 'MENU', family: 'Lato', files: ['lato-bold.woff2'] }),
      font({ type: 'TITLE', family: 'Cormorant Garamond', files: ['cormorant-garamond-semibold-italic.ttf'] }),
    ]);
    expect(faces).toEqual([
      { family: 'Lato', file: 'lato-regular.woff2', weight: 400, style: 'normal' },
      { family: 'Lato', file: 'lato-bold.woff2', weight: 700, style: 'normal' },
      { family: 'Cormorant Garamond', file: 'cormorant-garamond-semibold-italic.ttf', weight: 600, style: 'italic' },
    ]);
    const css = fontFaceCss(faces);
    expect(css.split('\n')).toHaveLength(3);
    expect(css).toContain(
      '@font-face{font-family:"Lato";src:url("/fonts/lato-bold.woff2") format("woff2");font-weight:700;font-style:normal;font-display:swap}',
    );
    expect(css).toContain(
      'src:url("/fonts/cormorant-garamond-semibold-italic.ttf") format("truetype");font-weight:600;font-style:italic',
    );
  });
  it('skips file names that are not font files or could leave /fonts/, and unsafe families', () => {
    const faces = fontFaces([
      font({
        files: ['../secret.woff2', 'x");}body{display:none}.woff2', 'script.js', '.hidden.woff2', 'ok-light.woff'],
      }),
      font({ family: 'Bad"Family', files: ['bad-regular.woff2'] }),
    ]);
    expect(faces).toEqual([{ family: 'Lato', file: 'ok-light.woff', weight: 300, style: 'normal' }]);
  });
  it('has nothing to declare without files (a missing font leaves the fallback stack)', () => {
    expect(fontFaceCss(fontFaces([font({ files: [] })]))).toBe('');
  });
});

describe('the owner’s text colours, guarded for contrast (issue 16)', () => {
  const salon = {
    PRIMARY_COLOR: '#29362AFF',
    BACKGROUND_COLOR: '#FFFFFFFF',
    FONT_COLOR: '#FF0000FF',
    FONT_BACKGROUND_COLOR: '#FFFFFFFF',
    HEADING_COLOR: '#FFFFFFFF',
  };
  const content = font({ type: 'CONTENT', color: '#29362AFF' });
  const byParameter = (list: TextColour[]) => Object.fromEntries(list.map((entry) => [entry.parameter, entry]));

  it('keeps a legible pair: white headings and text on the salon’s dark green band', () => {
    const colours = byParameter(textColours(salon, [content]));
    expect(colours.HEADING_COLOR).toMatchObject({ used: '#FFFFFFFF', background: '#29362AFF', fellBack: false });
    expect(colours.FONT_BACKGROUND_COLOR).toMatchObject({ used: '#FFFFFFFF', fellBack: false });
    const vars = siteThemeVariables(salon, [content]);
    expect(vars['--heading-color']).toBe('#FFFFFFFF');
    expect(vars['--font-background-color']).toBe('#FFFFFFFF');
  });

  it('refuses spec §9’s red page text (4.0:1 on white) for the CONTENT font’s colour', () => {
    const colours = byParameter(textColours(salon, [content]));
    expect(colours.FONT_COLOR).toMatchObject({ value: '#FF0000FF', used: '#29362AFF', fellBack: true });
    expect(colours.FONT_COLOR!.ratio).toBeCloseTo(4, 1);
    expect(siteThemeVariables(salon, [content])['--font-color']).toBe('#29362AFF');
  });

  it('uses a legible FONT_COLOR as the page text', () => {
    const vars = siteThemeVariables({ ...salon, FONT_COLOR: '#1F3A5FFF' }, [content]);
    expect(vars['--font-color']).toBe('#1F3A5FFF');
  });

  it('falls back to a readable colour on the band when the owner’s equals it', () => {
    const wine = { PRIMARY_COLOR: '#6B1E2EFF', HEADING_COLOR: '#6B1E2EFF', FONT_BACKGROUND_COLOR: '#000000FF' };
    const colours = byParameter(textColours(wine, []));
    expect(colours.HEADING_COLOR).toMatchObject({ used: '#FFFFFFFF', fellBack: true });
    expect(colours.FONT_BACKGROUND_COLOR).toMatchObject({ used: '#FFFFFFFF', fellBack: true });
  });

  it('checks FONT_COLOR against the dark theme’s page when DARK_THEME is on', () => {
    const colours = byParameter(textColours({ ...salon, DARK_THEME: 'true', FONT_COLOR: '#2B2B2BFF' }, [content]));
    expect(colours.FONT_COLOR).toMatchObject({
      background: DARK_THEME_VARIABLES['--background-color'],
      used: DARK_THEME_VARIABLES['--font-content-color'],
      fellBack: true,
    });
  });

  it('is not a fallback when the owner set nothing, and writes no unchecked value', () => {
    const colours = byParameter(textColours({ FONT_COLOR: 'red; } body {', HEADING_COLOR: null }, []));
    expect(colours.FONT_COLOR).toMatchObject({ value: null, fellBack: false });
    expect(colours.HEADING_COLOR).toMatchObject({ value: null, fellBack: false });
    for (const entry of Object.values(colours)) expect(entry.used).toMatch(/^#[0-9A-F]{8}$/i);
  });
});
