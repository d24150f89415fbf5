import { describe, expect, it } from 'vitest';
import { themeVariables } from './theme';

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
