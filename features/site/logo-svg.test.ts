// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { INLINE_LOGO_MAX_CHARS, logoSvgMarkup } from './logo-svg';

const LOGO =
  '<svg width="480" height="200" viewBox="0 0 480 200" role="img" aria-label="Ancien"><circle r="2"></circle></svg>';

function rootOf(markup: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${markup}`, 'text/html');
  return doc.body.querySelector('svg')!;
}

describe('logoSvgMarkup: the logo inline, with the page’s attributes', () => {
  it('writes the page’s role, label and class in place of the file’s own', () => {
    const markup = logoSvgMarkup(LOGO, { class: 'logo', role: 'img', 'aria-label': 'Atelier Lumière' })!;
    expect(markup.match(/aria-label=/g)).toHaveLength(1);
    expect(markup.match(/role=/g)).toHaveLength(1);
    const svg = rootOf(markup);
    expect(svg.getAttribute('aria-label')).toBe('Atelier Lumière');
    expect(svg.getAttribute('class')).toBe('logo');
    expect(svg.getAttribute('viewBox')).toBe('0 0 480 200');
    expect(svg.querySelector('circle')).not.toBeNull();
  });

  it('overrides the file’s size with the owner’s, and leaves out empty values', () => {
    const svg = rootOf(logoSvgMarkup(LOGO, { height: 150, width: undefined, style: 'width:auto;height:150px' })!);
    expect(svg.getAttribute('height')).toBe('150');
    expect(svg.getAttribute('width')).toBe('480');
    expect(svg.getAttribute('style')).toBe('width:auto;height:150px');
  });

  it('escapes a label that would close the attribute or open a tag', () => {
    const markup = logoSvgMarkup(LOGO, { 'aria-label': 'Chez "Lou" <b>&</b>' })!;
    const svg = rootOf(markup);
    expect(svg.getAttribute('aria-label')).toBe('Chez "Lou" <b>&</b>');
    expect(svg.querySelector('b')).toBeNull();
  });

  it('keeps big files and anything but an SVG as images (null)', () => {
    expect(logoSvgMarkup(`<svg>${' '.repeat(INLINE_LOGO_MAX_CHARS)}</svg>`, {})).toBeNull();
    expect(logoSvgMarkup('<img src="x">', {})).toBeNull();
    expect(logoSvgMarkup('<svgfoo></svgfoo>', {})).toBeNull();
  });
});
