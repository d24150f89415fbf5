import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFAULT_DETAIL_PAGE_MARGIN_TOP,
  detailPageMarginTop,
  isMobileWidth,
  mediaQueryDown,
  mediaQueryUp,
  MOBILE_BREAKPOINT,
  MOBILE_MEDIA_QUERY,
} from './breakpoints';

describe('BREAKPOINTS (spec §9)', () => {
  it('holds the spec values exactly', () => {
    expect(BREAKPOINTS).toEqual({
      default: 320,
      xxs: 480,
      xs: 576,
      sm: 768,
      md: 996,
      lg: 1200,
      xl: 1367,
      xxl: 1600,
      '2xl': 1536,
      '4k': 1921,
    });
  });

  it('mobile breakpoint is 960 (spec §2, §9)', () => {
    expect(MOBILE_BREAKPOINT).toBe(960);
    expect(DEFAULT_DETAIL_PAGE_MARGIN_TOP).toBe(28);
  });
});

describe('isMobileWidth: below 960 px', () => {
  it.each([
    [0, true],
    [320, true],
    [768, true],
    [959, true],
    [959.98, true],
    [960, false],
    [961, false],
    [1920, false],
  ])('%s → %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
});

describe('media queries', () => {
  it.each([
    ['sm', '(max-width: 767.98px)', '(min-width: 768px)'],
    ['md', '(max-width: 995.98px)', '(min-width: 996px)'],
    ['xxs', '(max-width: 479.98px)', '(min-width: 480px)'],
    ['2xl', '(max-width: 1535.98px)', '(min-width: 1536px)'],
    ['4k', '(max-width: 1920.98px)', '(min-width: 1921px)'],
    ['default', '(max-width: 319.98px)', '(min-width: 320px)'],
    [960, '(max-width: 959.98px)', '(min-width: 960px)'],
  ] as const)('%s → %s / %s', (breakpoint, down, up) => {
    expect(mediaQueryDown(breakpoint)).toBe(down);
    expect(mediaQueryUp(breakpoint)).toBe(up);
  });

  it('mobile query is below 960', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 959.98px)');
  });
});

describe('detailPageMarginTop (spec §9)', () => {
  it.each<[string, number, string | number | null | undefined, number]>([
    ['small screen ignores the parameter', 500, '60', 28],
    ['just below 960 is small', 959, 60, 28],
    ['960 is not small', 960, '60', 60],
    ['wide screen uses the parameter', 1440, '60', 60],
    ['numeric parameter', 1440, 45, 45],
    ['zero is a value', 1440, '0', 0],
    ['decimal', 1440, '12.5', 12.5],
    ['spaces around', 1440, ' 40 ', 40],
    ['empty', 1440, '', 28],
    ['blank', 1440, '   ', 28],
    ['null', 1440, null, 28],
    ['undefined', 1440, undefined, 28],
    ['non-numeric', 1440, 'abc', 28],
    ['with a unit', 1440, '40px', 28],
    ['NaN', 1440, Number.NaN, 28],
    ['Infinity', 1440, 'Infinity', 28],
  ])('%s', (_name, width, parameter, margin) => {
    expect(detailPageMarginTop(width, parameter)).toBe(margin);
  });
});
