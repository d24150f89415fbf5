import { describe, expect, it } from 'vitest';
import type { Logo } from '@/lib/platform/schemas/site';
import { HEADER_DEFAULTS, MENU_PADDING, headerLogo, headerStyle } from './header-style';

describe('logo and menu parameters → header style (spec §9)', () => {
  it('takes the spec §9 defaults when nothing is set', () => {
    const style = headerStyle({});
    expect(style.vars).toEqual({
      '--logo-width': 'auto',
      '--logo-height': '159px',
      '--logo-width-mobile': 'auto',
      '--logo-height-mobile': '125px',
      '--logo-margin-top': '10px',
      '--logo-margin-bottom': '10px',
      '--menu-height': 'auto',
      '--menu-justify': 'flex-start',
      '--menu-padding-top': '0px',
      '--menu-padding-bottom': MENU_PADDING,
      '--menu-icon-size': '12pt',
      '--submenu-width': '260px',
      '--submenu-align': 'left',
    });
    expect(style).toMatchObject({
      logoPosition: 'TOP',
      activeType: 'TEXT_COLOR',
      hoverTransition: 'SIMPLE_TEXT_COLOR',
      mobileMenuPosition: 'BOTTOM',
      fixed: false,
      absolute: false,
      showMenuIcons: true,
      submenuShadow: true,
      centerSubmenu: false,
      hideHomeInMenu: false,
      infoBar: null,
      showAddressInTopBar: false,
      showSocialInMenu: false,
    });
  });

  it('reads the wine estate’s values', () => {
    const style = headerStyle({ LOGO_HEIGHT: '140', IS_MENU_FIXED: 'true', MENU_ALIGNMENT: 'CENTER' });
    expect(style.vars['--logo-height']).toBe('140px');
    expect(style.vars['--menu-justify']).toBe('center');
    expect(style.fixed).toBe(true);
  });

  it('reads every parameter of the group', () => {
    const style = headerStyle({
      LOGO_POSITION: 'left',
      LOGO_WIDTH: '220',
      LOGO_WIDTH_MOBILE: '140',
      LOGO_HEIGHT: '80',
      LOGO_HEIGHT_MOBILE: '56',
      LOGO_MARGIN_TOP: '4',
      LOGO_MARGIN_BOTTOM: '6',
      COMPUTER_MENU_HEIGHT: '90',
      MENU_ALIGNMENT: 'RIGHT',
      MENU_ACTIVE_TYPE: 'UNDERLINE',
      MENU_HOVER_TRANSITION: 'BACKGROUND',
      MENU_ICON: 'false',
      MENU_ICON_SIZE: '16',
      MOBILE_MENU_POSITION: 'LEFT',
      IS_MENU_FIXED: 'true',
      MENU_TYPE: 'ABSOLUTE',
      MENU_TOP_PADDING: 'true',
      MENU_BOTTOM_PADDING: 'false',
      SUBMENU_ALIGNMENT: 'CENTER',
      SUBMENU_WIDTH: '300',
      SUBMENU_DROPSHADOW: 'false',
      CENTER_SUBMENU: 'true',
      INVERSE_ABSOLUTE_MENU_COLOR: 'true',
      TOP_MENU_INFO_BAR: '  Livraison offerte dès 200 €  ',
      DISPLAY_ADDRESS_IN_TOPBAR: 'true',
      DISPLAY_SOCIAL_ICON_IN_MENU: 'YES',
      HIDE_HOMEPAGE_IN_MENU: 'true',
    });
    expect(style.vars).toEqual({
      '--logo-width': '220px',
      '--logo-height': '80px',
      '--logo-width-mobile': '140px',
      '--logo-height-mobile': '56px',
      '--logo-margin-top': '4px',
      '--logo-margin-bottom': '6px',
      '--menu-height': '90px',
      '--menu-justify': 'flex-end',
      '--menu-padding-top': MENU_PADDING,
      '--menu-padding-bottom': '0px',
      '--menu-icon-size': '16pt',
      '--submenu-width': '300px',
      '--submenu-align': 'center',
    });
    expect(style).toMatchObject({
      logoPosition: 'LEFT',
      menuAlignment: 'RIGHT',
      activeType: 'UNDERLINE',
      hoverTransition: 'BACKGROUND',
      mobileMenuPosition: 'LEFT',
      fixed: true,
      absolute: true,
      inverseAbsoluteColor: true,
      showMenuIcons: false,
      submenuShadow: false,
      centerSubmenu: true,
      hideHomeInMenu: true,
      infoBar: 'Livraison offerte dès 200 €',
      showAddressInTopBar: true,
      showSocialInMenu: true,
    });
  });

  it('falls back to the defaults on bad values and never lets text into the CSS', () => {
    const style = headerStyle({
      LOGO_HEIGHT: '159px; background: url(x)',
      LOGO_WIDTH: '-5',
      LOGO_HEIGHT_MOBILE: '99999',
      LOGO_MARGIN_TOP: 'abc',
      MENU_ICON_SIZE: 'NaN',
      SUBMENU_WIDTH: '',
      MENU_ALIGNMENT: 'center; color: red',
      MENU_ACTIVE_TYPE: 'SPARKLES',
      MOBILE_MENU_POSITION: 'DIAGONAL',
      LOGO_POSITION: '',
      MENU_ICON: '',
      DISPLAY_SOCIAL_ICON_IN_MENU: 'NO',
    });
    expect(style.vars['--logo-height']).toBe(`${HEADER_DEFAULTS.LOGO_HEIGHT}px`);
    expect(style.vars['--logo-width']).toBe('auto');
    expect(style.vars['--logo-height-mobile']).toBe('125px');
    expect(style.vars['--logo-margin-top']).toBe('10px');
    expect(style.vars['--menu-icon-size']).toBe('12pt');
    expect(style.vars['--submenu-width']).toBe('260px');
    expect(style.vars['--menu-justify']).toBe('flex-start');
    expect(style).toMatchObject({
      activeType: 'TEXT_COLOR',
      mobileMenuPosition: 'BOTTOM',
      logoPosition: 'TOP',
      showMenuIcons: true,
      showSocialInMenu: false,
    });
    for (const value of Object.values(style.vars))
      expect(value).toMatch(/^(auto|-?\d+(\.\d+)?(px|pt)|0\.75rem|flex-(start|end)|center|left|right)$/);
  });
});

describe('the header logo (spec §3 Logo)', () => {
  const logo = (id: number, type: Logo['type']): Logo => ({
    id,
    type,
    filename: `${type}.svg`,
    alt: type,
    onlineImage: { id, externalId: type, externalType: 'LOCAL', externalPath: `1/${type}.svg`, url: '' },
  });
  const logos = [logo(1, 'LOGO_FOOTER'), logo(2, 'LOGO'), logo(3, 'LOGO_DARK_THEME'), logo(4, 'LOGO_FAVICON')];
  it('is LOGO, or LOGO_DARK_THEME under DARK_THEME; never the footer logo or the favicon', () => {
    expect(headerLogo(logos, false)?.id).toBe(2);
    expect(headerLogo(logos, true)?.id).toBe(3);
    expect(headerLogo([logo(1, 'LOGO_FOOTER'), logo(4, 'LOGO_FAVICON')], false)).toBeNull();
    expect(headerLogo([logo(5, 'LOGO_LIGHT_THEME')], false)?.id).toBe(5);
  });
});
