/**
 * The consent banner in the site's colours. tarteaucitron draws its banner at the end of <body>, outside
 * the themed `div.site`, so the theme's CSS variables do not reach it: the colours are resolved here on the
 * server and written into a small stylesheet. Text is black or white, whichever contrasts more with its
 * background — always at least 4.58:1 (WCAG AA asks 4.5:1), whatever colours the owner picked.
 */

import { CONSENT_APPLYING_CLASS, CONSENT_READY_CLASS } from './tarteaucitron-config';

type Parameters = Readonly<Record<string, string | null | undefined>>;

const HEX = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i;
/** Spec §9's primary and accent, when the site sets none. */
const DEFAULT_BACKGROUND = '#29362A';
const DEFAULT_BUTTON = '#DCB253';

/** `#RRGGBB` from a colour parameter (`#RRGGBBAA` or `#RRGGBB`; the alpha is dropped), else null. */
export function opaqueHex(value: string | null | undefined): string | null {
  const match = value?.trim().match(HEX);
  return match ? `#${match[1]!.toUpperCase()}` : null;
}

/** WCAG 2 relative luminance of `#RRGGBB`. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

export interface BannerColours {
  background: string;
  text: string;
  button: string;
  buttonText: string;
}

/** The banner takes the header's colours and the accent (active menu) colour for its buttons. */
export function bannerColours(parameters: Parameters): BannerColours {
  const background =
    opaqueHex(parameters.BACKGROUND_HEADER_COLOR) ?? opaqueHex(parameters.PRIMARY_COLOR) ?? DEFAULT_BACKGROUND;
  const button = opaqueHex(parameters.ACTIVE_MENU_COLOR) ?? opaqueHex(parameters.ACCENT_COLOR) ?? DEFAULT_BUTTON;
  return { background, text: readableOn(background), button, buttonText: readableOn(button) };
}

/**
 * The stylesheet laid over tarteaucitron's own (which uses ids and !important, hence the same here).
 * Only `#RRGGBB` values reach it, so a parameter cannot inject CSS. Accept and refuse look the same
 * (CNIL: refusing must be as easy as accepting); every button is at least 44 px high (touch target).
 */
export function bannerCss({ background, text, button, buttonText }: BannerColours): string {
  const root = '#tarteaucitronRoot';
  const bar = `${root} #tarteaucitronAlertBig`;
  return [
    `${bar}{background:${background}!important;color:${text}!important;font:inherit;font-size:15px!important;box-sizing:border-box;padding:12px 16px!important;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 10px;box-shadow:0 -4px 24px rgba(0,0,0,.25)}`,
    // tarteaucitron shows and hides the bar through its inline `display`; shown, it is laid out as a wrapping row.
    `${bar}[style*="display: block"]{display:flex!important}`,
    `${bar} #tarteaucitronDisclaimerAlert{color:${text}!important;font:inherit;line-height:1.4;padding:0;flex:0 0 100%;display:block;text-align:center}`,
    `${bar} button.tarteaucitronCTAButton,${bar} #tarteaucitronCloseAlert,${bar} #tarteaucitronPrivacyUrl{font:inherit;font-size:15px!important;line-height:1.2;min-height:44px;margin:0!important;padding:10px 16px!important;border-radius:4px;border:2px solid ${button}}`,
    `${bar} button.tarteaucitronCTAButton{background:${button}!important;color:${buttonText}!important;font-weight:600}`,
    // The secondary actions (details, policy) read as links, so the bar stays low on a phone.
    `${bar} #tarteaucitronCloseAlert,${bar} #tarteaucitronPrivacyUrl{background:transparent!important;color:${text}!important;text-decoration:underline;border-color:transparent;padding:10px 8px!important}`,
    `${bar} button:focus-visible,${root} #tarteaucitronManager:focus-visible{outline:3px solid ${text};outline-offset:2px}`,
    `${bar} .tarteaucitronCheck,${bar} .tarteaucitronCross{display:none}`,
    `${root} #tarteaucitronIcon #tarteaucitronManager{min-width:44px;min-height:44px}`,
    // Below 960 px a floating button would sit over the page (the wine list's « Étiquettes », a product's picture)
    // and next to the bottom bar's links: the button to reopen the panel goes into the flow instead, at the very
    // end of the page, after the footer (tarteaucitron's root, the body's last child, is taken out of its absolute
    // position at the top of the page, where the button would cover the news banner). Issue 17 §4.
    `@media (max-width:959.98px){${root}{position:static!important}${root} #tarteaucitronIcon{position:static!important;padding:8px 16px calc(8px + env(safe-area-inset-bottom))}}`,
    // Its button to reopen the panel shows once it answers clicks (consent-banner.tsx marks <html> on its load event).
    `html:not(.${CONSENT_READY_CLASS}) ${root} #tarteaucitronIcon{visibility:hidden!important}`,
    // While it carries out a choice made on our own banner (consent-banner.tsx), its banner does not show.
    `html.${CONSENT_APPLYING_CLASS} ${bar}{display:none!important}`,
  ].join('\n');
}
