import { CONSENT_COOKIE } from './tarteaucitron-config';

/** On <html> when the visitor's choice is on record: the first-visit banner's stylesheet then hides it. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/**
 * For the document's <head> (app/layout.tsx), like the promoted news' mark: set before the body is parsed, so a
 * returning visitor never sees the banner, not even for a frame, and no script sits in the body.
 */
export const markConsentChosen = `try{if(/(?:^|; )${CONSENT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},"")}catch(e){}`;
