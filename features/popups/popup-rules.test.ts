import { describe, expect, it } from 'vitest';
import { popupShouldShow } from './popup-rules';

describe('popupShouldShow (spec §2/§4 popups)', () => {
  const once = { paths: null, showOnEveryReload: false };
  it('shows an unseen popup, not a seen one', () => {
    expect(popupShouldShow(once, '/', false)).toBe(true);
    expect(popupShouldShow(once, '/', true)).toBe(false);
  });
  it('shows a popup flagged for every reload even when seen', () => {
    expect(popupShouldShow({ ...once, showOnEveryReload: true }, '/', true)).toBe(true);
  });
  it('shows only on its pages when it lists some', () => {
    expect(popupShouldShow({ ...once, paths: ['/'] }, '/', false)).toBe(true);
    expect(popupShouldShow({ ...once, paths: ['/'] }, '/galerie', false)).toBe(false);
  });
});
