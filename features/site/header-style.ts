import { asNumber, isOn } from '@/lib/platform/parameter-values';
import type { Logo } from '@/lib/platform/schemas/site';
import type { Parameters } from '@/lib/site/parameters';

/**
 * The logo and menu parameters of spec §3/§9 as the header's CSS variables and variants, computed once
 * on the server. Every value is checked: a number out of range or an unknown keyword falls back to the
 * spec §9 default (or, where §9 gives none, to the sample salon's value), and only numbers and fixed
 * keywords ever reach the CSS, so a parameter cannot inject style.
 */

export const LOGO_POSITIONS = ['TOP', 'LEFT', 'CENTER', 'RIGHT'] as const;
export const MENU_ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export const MENU_ACTIVE_TYPES = ['TEXT_COLOR', 'UNDERLINE', 'BACKGROUND', 'BOLD'] as const;
export const MENU_HOVER_TRANSITIONS = ['SIMPLE_TEXT_COLOR', 'UNDERLINE', 'BACKGROUND', 'NONE'] as const;
export const MOBILE_MENU_POSITIONS = ['BOTTOM', 'TOP', 'LEFT', 'RIGHT'] as const;

export type LogoPosition = (typeof LOGO_POSITIONS)[number];
export type MenuAlignment = (typeof MENU_ALIGNMENTS)[number];
export type MenuActiveType = (typeof MENU_ACTIVE_TYPES)[number];
export type MenuHoverTransition = (typeof MENU_HOVER_TRANSITIONS)[number];
export type MobileMenuPosition = (typeof MOBILE_MENU_POSITIONS)[number];

/** Spec §9 defaults; the rest (no §9 value) are the sample salon's. */
export const HEADER_DEFAULTS = {
  LOGO_POSITION: 'TOP' as LogoPosition,
  LOGO_WIDTH: 0,
  LOGO_WIDTH_MOBILE: 0,
  LOGO_HEIGHT: 159,
  LOGO_HEIGHT_MOBILE: 125,
  LOGO_MARGIN_TOP: 10,
  LOGO_MARGIN_BOTTOM: 10,
  COMPUTER_MENU_HEIGHT: 0,
  MENU_ALIGNMENT: 'LEFT' as MenuAlignment,
  MENU_ACTIVE_TYPE: 'TEXT_COLOR' as MenuActiveType,
  MENU_HOVER_TRANSITION: 'SIMPLE_TEXT_COLOR' as MenuHoverTransition,
  MENU_ICON: true,
  MENU_ICON_SIZE: 12,
  MOBILE_MENU_POSITION: 'BOTTOM' as MobileMenuPosition,
  IS_MENU_FIXED: false,
  MENU_TOP_PADDING: false,
  MENU_BOTTOM_PADDING: true,
  SUBMENU_ALIGNMENT: 'LEFT' as MenuAlignment,
  SUBMENU_WIDTH: 260,
  SUBMENU_DROPSHADOW: true,
  CENTER_SUBMENU: false,
  INVERSE_ABSOLUTE_MENU_COLOR: false,
} as const;

/** Padding of the menu bar when MENU_TOP_PADDING / MENU_BOTTOM_PADDING is on. */
export const MENU_PADDING = '0.75rem';

export interface HeaderStyle {
  /** CSS custom properties for the header's style attribute: numbers in px and fixed keywords only. */
  vars: Record<string, string>;
  logoPosition: LogoPosition;
  menuAlignment: MenuAlignment;
  activeType: MenuActiveType;
  hoverTransition: MenuHoverTransition;
  mobileMenuPosition: MobileMenuPosition;
  fixed: boolean;
  /** MENU_TYPE ABSOLUTE: the bar lies over the top of the page, in MENU_COLOR_ON_TOP. */
  absolute: boolean;
  inverseAbsoluteColor: boolean;
  showMenuIcons: boolean;
  submenuShadow: boolean;
  centerSubmenu: boolean;
  hideHomeInMenu: boolean;
  /** TOP_MENU_INFO_BAR's text (trimmed), null when empty. */
  infoBar: string | null;
  showAddressInTopBar: boolean;
  showSocialInMenu: boolean;
}

/** A number parameter within [min, max], else the fallback. */
export function numberIn(value: string | null | undefined, min: number, max: number, fallback: number): number {
  const n = asNumber(value);
  return n !== null && n >= min && n <= max ? n : fallback;
}

/** One of the keywords (case-insensitive), else the fallback. */
export function keywordOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  const upper = value?.trim().toUpperCase();
  return (allowed as readonly string[]).includes(upper ?? '') ? (upper as T) : fallback;
}

/** A boolean parameter; unset or empty takes the default, anything else reads as isOn. */
const flag = (value: string | null | undefined, fallback: boolean) =>
  value == null || value.trim() === '' ? fallback : isOn(value);

const px = (n: number) => `${n}px`;
/** 0 means "automatic" (spec §3 labels): the CSS keyword auto. */
const pxOrAuto = (n: number) => (n === 0 ? 'auto' : px(n));
const JUSTIFY: Record<MenuAlignment, string> = { LEFT: 'flex-start', CENTER: 'center', RIGHT: 'flex-end' };
const TEXT_ALIGN: Record<MenuAlignment, string> = { LEFT: 'left', CENTER: 'center', RIGHT: 'right' };

export function headerStyle(parameters: Parameters): HeaderStyle {
  const d = HEADER_DEFAULTS;
  const logoWidth = numberIn(parameters.LOGO_WIDTH, 0, 1200, d.LOGO_WIDTH);
  const logoWidthMobile = numberIn(parameters.LOGO_WIDTH_MOBILE, 0, 600, d.LOGO_WIDTH_MOBILE);
  const logoHeight = numberIn(parameters.LOGO_HEIGHT, 16, 400, d.LOGO_HEIGHT);
  const logoHeightMobile = numberIn(parameters.LOGO_HEIGHT_MOBILE, 16, 300, d.LOGO_HEIGHT_MOBILE);
  const menuHeight = numberIn(parameters.COMPUTER_MENU_HEIGHT, 0, 400, d.COMPUTER_MENU_HEIGHT);
  const iconSize = numberIn(parameters.MENU_ICON_SIZE, 6, 48, d.MENU_ICON_SIZE);
  const submenuAlignment = keywordOf(parameters.SUBMENU_ALIGNMENT, MENU_ALIGNMENTS, d.SUBMENU_ALIGNMENT);
  const menuAlignment = keywordOf(parameters.MENU_ALIGNMENT, MENU_ALIGNMENTS, d.MENU_ALIGNMENT);

  const vars: Record<string, string> = {
    '--logo-width': pxOrAuto(logoWidth),
    '--logo-height': px(logoHeight),
    '--logo-width-mobile': pxOrAuto(logoWidthMobile),
    '--logo-height-mobile': px(logoHeightMobile),
    '--logo-margin-top': px(numberIn(parameters.LOGO_MARGIN_TOP, 0, 200, d.LOGO_MARGIN_TOP)),
    '--logo-margin-bottom': px(numberIn(parameters.LOGO_MARGIN_BOTTOM, 0, 200, d.LOGO_MARGIN_BOTTOM)),
    '--menu-height': pxOrAuto(menuHeight),
    '--menu-justify': JUSTIFY[menuAlignment],
    '--menu-padding-top': flag(parameters.MENU_TOP_PADDING, d.MENU_TOP_PADDING) ? MENU_PADDING : '0px',
    '--menu-padding-bottom': flag(parameters.MENU_BOTTOM_PADDING, d.MENU_BOTTOM_PADDING) ? MENU_PADDING : '0px',
    '--menu-icon-size': `${iconSize}pt`,
    '--submenu-width': px(numberIn(parameters.SUBMENU_WIDTH, 120, 600, d.SUBMENU_WIDTH)),
    '--submenu-align': TEXT_ALIGN[submenuAlignment],
  };

  const infoBar = parameters.TOP_MENU_INFO_BAR?.trim() || null;
  const social = parameters.DISPLAY_SOCIAL_ICON_IN_MENU?.trim().toUpperCase() ?? '';
  return {
    vars,
    logoPosition: keywordOf(parameters.LOGO_POSITION, LOGO_POSITIONS, d.LOGO_POSITION),
    menuAlignment,
    activeType: keywordOf(parameters.MENU_ACTIVE_TYPE, MENU_ACTIVE_TYPES, d.MENU_ACTIVE_TYPE),
    hoverTransition: keywordOf(parameters.MENU_HOVER_TRANSITION, MENU_HOVER_TRANSITIONS, d.MENU_HOVER_TRANSITION),
    mobileMenuPosition: keywordOf(parameters.MOBILE_MENU_POSITION, MOBILE_MENU_POSITIONS, d.MOBILE_MENU_POSITION),
    fixed: flag(parameters.IS_MENU_FIXED, d.IS_MENU_FIXED),
    absolute: parameters.MENU_TYPE?.trim().toUpperCase() === 'ABSOLUTE',
    inverseAbsoluteColor: flag(parameters.INVERSE_ABSOLUTE_MENU_COLOR, d.INVERSE_ABSOLUTE_MENU_COLOR),
    showMenuIcons: flag(parameters.MENU_ICON, d.MENU_ICON),
    submenuShadow: flag(parameters.SUBMENU_DROPSHADOW, d.SUBMENU_DROPSHADOW),
    centerSubmenu: flag(parameters.CENTER_SUBMENU, d.CENTER_SUBMENU),
    hideHomeInMenu: isOn(parameters.HIDE_HOMEPAGE_IN_MENU),
    infoBar: infoBar && infoBar.length <= 300 ? infoBar : (infoBar?.slice(0, 300) ?? null),
    showAddressInTopBar: isOn(parameters.DISPLAY_ADDRESS_IN_TOPBAR),
    showSocialInMenu: social !== '' && !['NO', 'FALSE', '0', 'NONE'].includes(social),
  };
}

/** The header's logo (spec §3 Logo): LOGO_DARK_THEME under DARK_THEME, else LOGO, else LOGO_LIGHT_THEME. */
export function headerLogo(logos: readonly Logo[], dark: boolean): Logo | null {
  const of = (type: Logo['type']) => logos.find((logo) => logo.type === type) ?? null;
  return (dark ? of('LOGO_DARK_THEME') : null) ?? of('LOGO') ?? of('LOGO_LIGHT_THEME');
}
