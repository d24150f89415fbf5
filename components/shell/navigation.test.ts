import { describe, expect, it } from 'vitest';
import { pageChangeTarget, scrollModeOf, shouldAnimateEntrance } from './navigation';

const current = new URL('http://localhost:3000/femme/balayage?x=1');
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, attrs: Record<string, string> = {}) => ({
  href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name in attrs,
});

describe('pageChangeTarget', () => {
  it('a plain click on an internal link to another page is a page change', () => {
    expect(pageChangeTarget(click, anchor('/galerie'), current)?.pathname).toBe('/galerie');
    expect(pageChangeTarget(click, anchor('http://localhost:3000/blog#haut', { target: '_self' }), current)?.hash).toBe(
      '#haut',
    );
  });
  it('same page (hash or query only), other origins, new tabs, downloads and modified clicks are not', () => {
    expect(pageChangeTarget(click, anchor('#contenu'), current)).toBeNull();
    expect(pageChangeTarget(click, anchor('/femme/balayage?x=2'), current)).toBeNull();
    expect(pageChangeTarget(click, anchor('https://example.org/'), current)).toBeNull();
    expect(pageChangeTarget(click, anchor('mailto:a@b.fr'), current)).toBeNull();
    expect(pageChangeTarget(click, anchor('/galerie', { target: '_blank' }), current)).toBeNull();
    expect(pageChangeTarget(click, anchor('/cgv.pdf', { download: '' }), current)).toBeNull();
    expect(pageChangeTarget({ ...click, ctrlKey: true }, anchor('/galerie'), current)).toBeNull();
    expect(pageChangeTarget({ ...click, button: 1 }, anchor('/galerie'), current)).toBeNull();
    expect(pageChangeTarget({ ...click, defaultPrevented: true }, anchor('/galerie'), current)).toBeNull();
  });
});

describe('scrollModeOf (SCROLL_TO_TOP_BEHAVIOR)', () => {
  it('is smooth unless INSTANT, and instant under reduced motion', () => {
    expect(scrollModeOf('SMOOTH', false)).toBe('smooth');
    expect(scrollModeOf(null, false)).toBe('smooth');
    expect(scrollModeOf('INSTANT', false)).toBe('instant');
    expect(scrollModeOf(' instant ', false)).toBe('instant');
    expect(scrollModeOf('SMOOTH', true)).toBe('instant');
  });
});

describe('shouldAnimateEntrance (REPEAT_ANIMATION)', () => {
  it('replays on every display only when on', () => {
    expect(shouldAnimateEntrance(false, false)).toBe(true);
    expect(shouldAnimateEntrance(false, true)).toBe(false);
    expect(shouldAnimateEntrance(true, true)).toBe(true);
  });
});
