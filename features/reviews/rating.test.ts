import { describe, expect, it } from 'vitest';
import { frenchRating, reviewLink, starFills } from './rating';

describe('ratings as shown', () => {
  it('writes a rating the French way', () => {
    expect(frenchRating(4.5)).toBe('4,5');
    expect(frenchRating(5)).toBe('5');
    expect(frenchRating(4.26)).toBe('4,3');
  });
  it('fills the stars by halves', () => {
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(2)).toEqual([1, 1, 0, 0, 0]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
  });
  it('links to the configured page, never to a script, else to a maps search', () => {
    expect(reviewLink('https://g.page/r/abc/review', 'X')).toBe('https://g.page/r/abc/review');
    expect(reviewLink('javascript:alert(1)', 'Atelier Lumière, Lyon')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Atelier%20Lumi%C3%A8re%2C%20Lyon',
    );
    expect(reviewLink(undefined, null)).toBeNull();
  });
});
