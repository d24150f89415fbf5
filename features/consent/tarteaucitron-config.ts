/**
 * How tarteaucitron is set up (spec §2 "Cookie consent banner", design.md §5): mandatory banner at the
 * bottom with accept-all and deny-all, French, high privacy, a named consent cookie kept at most 183 days
 * (CNIL's six months, inside spec §9's 13-month legal limit). Pure data, unit-tested.
 */
import type { ConsentService, ConsentServiceKey } from './services';

/**
 * The consent cookie. Its value lists each service's choice, `!matomo=false!gtag=true`; it is written by
 * tarteaucitron in the browser (path /, SameSite=Lax, Secure on https) and holds no personal data.
 */
export const CONSENT_COOKIE = 'consentement_cookies';

/** The longest a choice is kept, in days (tarteaucitron's `tarteaucitronForceExpire`, in days). */
export const CONSENT_MAX_AGE_DAYS = 183;

/**
 * The cookie's path and SameSite as tarteaucitron writes them; the two other writers of the cookie (the banner at
 * the tap, the server's form route) take them from here. Secure follows the page's scheme, as tarteaucitron's.
 */
export const CONSENT_COOKIE_SCOPE = { path: '/', sameSite: 'Lax' } as const;

/** A choice as the banner and its forms make it: everything, nothing, or the ticked services. */
export type ConsentChoice = { choice: 'accept' | 'deny' } | { choice: 'custom'; service: readonly ConsentServiceKey[] };

/**
 * The cookie's value for the site's services: `!<key>=true|false` each, in the site's order (tarteaucitron's own
 * format). Here, with no zod around, because the banner writes it at the tap as well as the server's form route.
 */
export function consentCookieValue(services: readonly Pick<ConsentService, 'key'>[], form: ConsentChoice): string {
  const accepted = (key: ConsentServiceKey) =>
    form.choice === 'accept' || (form.choice === 'custom' && form.service.includes(key));
  return services.map(({ key }) => `!${key}=${accepted(key)}`).join('');
}

/** Where `scripts/copy-tarteaucitron.ts` puts the library (design.md §8: it cannot be bundled). */
export const TARTEAUCITRON_SRC = '/tarteaucitron/tarteaucitron.min.js';

/** Our first-visit banner's element (consent-banner.tsx). */
export const CONSENT_BANNER_ID = 'consent-banner';

/** On <html> while tarteaucitron carries out a choice made on our banner: its own banner stays hidden meanwhile. */
export const CONSENT_APPLYING_CLASS = 'consent-applying';

/**
 * On <html> once tarteaucitron answers (its `load` event): its button to reopen the panel shows only then. Shown
 * earlier, a first click on it did nothing (its handler comes a moment after the button; issue 17 §1).
 */
export const CONSENT_READY_CLASS = 'consent-ready';

/**
 * The address fragment that opens tarteaucitron's panel (its `hashtag` option): when it loads on such an address, or
 * when the fragment becomes this one. The footer's « Gestion des cookies » is a plain link to it (no script of its own).
 */
export const CONSENT_PANEL_HASH = '#tarteaucitron';

/** The page opened by the banner's information link. */
export const COOKIE_POLICY_PATH = '/cookie-policy';

/** The options given to `tarteaucitron.init` (every other option keeps tarteaucitron's default). */
export const TARTEAUCITRON_OPTIONS = {
  cookieName: CONSENT_COOKIE,
  privacyUrl: COOKIE_POLICY_PATH,
  hashtag: CONSENT_PANEL_HASH,
  orientation: 'bottom',
  bodyPosition: 'bottom',
  // Spec: "it is mandatory" — the panel lists the site's own necessary cookies as always on.
  mandatory: true,
  mandatoryCta: true,
  AcceptAllCta: true,
  DenyAllCta: true,
  // Nothing is loaded before a choice, not even the services tarteaucitron calls exempt (Matomo, Plausible).
  highPrivacy: true,
  alwaysNeedConsent: true,
  serviceDefaultState: 'wait',
  handleBrowserDNTRequest: false,
  showAlertSmall: false,
  // The visitor can change their mind at any time: a small button, bottom left, opens the panel.
  showIcon: true,
  iconPosition: 'BottomLeft',
  closePopup: false,
  groupServices: false,
  partnersList: false,
  moreInfoLink: true,
  removeCredit: true,
  useExternalCss: false,
  useExternalJs: false,
  adblocker: false,
  // Google's consent mode loads the Google tag even before or after a refusal (cookieless pings): off, so a
  // refusal loads nothing (found by e2e/consent.spec.ts).
  googleConsentMode: false,
  softConsentMode: true,
} as const;

/** The banner's own texts (the panel's detailed texts come from tarteaucitron's French language file). */
export interface ConsentTexts {
  alertBigPrivacy: string;
  acceptAll: string;
  denyAll: string;
  personalize: string;
  privacyUrl: string;
}

/**
 * Where the banner's forms post (app/api/consent/route.ts). Here, not beside the form's zod schema
 * (consent-choice.ts): the banner reaches every first visit, and importing that module put zod (32 kB gzipped) in
 * the first load of every page of a site with consent services.
 */
export const CONSENT_ACTION = '/api/consent';
