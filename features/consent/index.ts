// The consent feature's public surface (spec §6 consent, design.md §5): the banner and tarteaucitron for the shell,
// the tracker registry for the Content-Security-Policy, the pre-paint mark. Other features import only from here.
export { Consent } from './components/consent';
export { ConsentSettingsLink } from './components/consent-settings-link';
export { consentServices, trackerSources, type ConsentService, type TrackerSources } from './services';
export { CONSENT_CHOSEN_ATTRIBUTE, markConsentChosen } from './consent-mark';
export { CONSENT_COOKIE } from './tarteaucitron-config';
export { consentRequest } from './api/consent-request';
