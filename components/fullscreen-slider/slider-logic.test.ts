import { describe, expect, it } from 'vitest';
import { clampIndex, counterText, keyAction, wrapIndex } from './slider-logic';

describe('fullscreen slider rules (spec §2)', () => {
  it('moves by one and wraps around both ends', () => {
    expect(wrapIndex(0, 1, 8)).toBe(1);
    expect(wrapIndex(7, 1, 8)).toBe(0); // last → first
    expect(wrapIndex(0, -1, 8)).toBe(7); // first → last
    expect(wrapIndex(3, -1, 8)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
  it('shows the counter as current/total, 1-based', () => {
    expect(counterText(0, 8)).toBe('1/8');
    expect(counterText(7, 8)).toBe('8/8');
    expect(counterText(0, 0)).toBe('0/0');
  });
  it('keeps the start index inside the gallery', () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });
  it('maps left/right keys to previous/next and Escape to close', () => {
    expect(keyAction('ArrowLeft')).toBe('previous');
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('Escape')).toBe('close');
    expect(keyAction('Enter')).toBeNull();
  });
});
