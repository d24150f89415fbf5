import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_WEIGHT, fontStyleFromFile, fontUrl, fontWeightFromFile } from './fonts';

describe('fontWeightFromFile (spec §9)', () => {
  it.each([
    // The spec's table.
    ['Montserrat-Thin.ttf', 100],
    ['Montserrat-ExtraLight.ttf', 200],
    ['Montserrat-Light.ttf', 300],
    ['Montserrat-Regular.ttf', 400],
    ['Montserrat-Medium.ttf', 500],
    ['Montserrat-SemiBold.ttf', 600],
    ['Montserrat-Bold.ttf', 700],
    ['Montserrat-ExtraBold.ttf', 800],
    ['Montserrat-Black.ttf', 900],
    ['Montserrat.ttf', 400],
    ['', 400],
    // Case and separators.
    ['OPENSANS-EXTRABOLD.WOFF2', 800],
    ['opensans-semibold.woff', 600],
    ['Lato-Extra-Bold.ttf', 800],
    ['Lato_Extra_Light.otf', 200],
    ['Lato Semi Bold.ttf', 600],
    // Style suffixes.
    ['Montserrat-ExtraBoldItalic.woff2', 800],
    ['Montserrat-LightItalic.ttf', 300],
    ['Montserrat-Italic.ttf', 400],
    // Documented synonyms.
    ['Inter-UltraLight.ttf', 200],
    ['Inter-Hairline.ttf', 100],
    ['Inter-DemiBold.ttf', 600],
    ['Inter-UltraBold.ttf', 800],
    ['Inter-Heavy.ttf', 900],
    ['Inter-Book.ttf', 400],
    // Longest keyword wins over the one it contains; regular (7) beats black (5) in the family.
    ['Blackout-Regular.ttf', 400],
    ['Blackout.ttf', 900],
    // The extension and folders are not read: 'light' in a folder name does not count.
    ['light/Roboto-Bold.ttf', 700],
  ])('%j → %i', (name, weight) => {
    expect(fontWeightFromFile(name)).toBe(weight);
  });

  it('defaults to 400', () => {
    expect(DEFAULT_FONT_WEIGHT).toBe(400);
  });
});

describe('fontStyleFromFile', () => {
  it.each([
    ['Montserrat-Italic.ttf', 'italic'],
    ['Montserrat-BoldItalic.ttf', 'italic'],
    ['montserrat-italic.woff2', 'italic'],
    ['MONTSERRAT-ITALIC.TTF', 'italic'],
    ['Montserrat-Bold.ttf', 'normal'],
    ['Montserrat-Oblique.ttf', 'normal'],
    ['', 'normal'],
  ] as const)('%j → %s', (name, style) => {
    expect(fontStyleFromFile(name)).toBe(style);
  });
});

describe('fontUrl (spec §7)', () => {
  it.each([
    ['Montserrat-Bold.ttf', '/fonts/Montserrat-Bold.ttf'],
    ['Open Sans Bold.woff2', '/fonts/Open%20Sans%20Bold.woff2'],
    ['Étoile#1?.otf', '/fonts/%C3%89toile%231%3F.otf'],
    ['../secret', '/fonts/..%2Fsecret'],
  ])('%j → %j', (file, url) => {
    expect(fontUrl(file)).toBe(url);
  });
});
