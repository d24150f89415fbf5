import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, isLegible, parseHex, readableOn } from './contrast';

describe('parseHex', () => {
  it('reads 6- and 8-digit colours and refuses the rest', () => {
    expect(parseHex('#29362AFF')).toEqual([41, 54, 42, 1]);
    expect(parseHex('#ffffff')).toEqual([255, 255, 255, 1]);
    expect(parseHex('#00000080')![3]).toBeCloseTo(128 / 255);
    for (const bad of ['red', '#fff', '#GGGGGG', '', null, undefined, 'url(x)']) expect(parseHex(bad)).toBeNull();
  });
});

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives the reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // Spec §9's salon: FONT_COLOR #FF0000 on a white page is 4.0:1, under AA.
    expect(contrastRatio('#FF0000FF', '#FFFFFFFF')).toBeCloseTo(4, 1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
  it('is symmetric and null for a non-colour', () => {
    expect(contrastRatio('#29362AFF', '#DCB253FF')).toBeCloseTo(contrastRatio('#DCB253FF', '#29362AFF')!, 10);
    expect(contrastRatio('red', '#FFFFFF')).toBeNull();
  });
  it('lays a translucent text on its background', () => {
    // Black at ~0 % opacity on white is white: no contrast.
    expect(contrastRatio('#00000001', '#FFFFFFFF')).toBeLessThan(1.05);
  });
});

describe('isLegible and readableOn', () => {
  it('holds AA at 4.5:1', () => {
    expect(AA_TEXT).toBe(4.5);
    expect(isLegible('#767676', '#FFFFFF')).toBe(true);
    expect(isLegible('#777777', '#FFFFFF')).toBe(false);
  });
  it('keeps the first legible candidate, else black or white', () => {
    expect(readableOn('#29362AFF', ['#FFFFFFFF'])).toBe('#FFFFFFFF');
    expect(readableOn('#FFFFFFFF', ['#FFFFFFFF', null, '#29362AFF'])).toBe('#29362AFF');
    expect(readableOn('#FFFF00FF', ['#FFFFFFFF'])).toBe('#000000FF');
    expect(readableOn('#6B1E2EFF', ['#6B1E2EFF'])).toBe('#FFFFFFFF');
  });
});
