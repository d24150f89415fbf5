import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE as CONSENT_FEATURE_COOKIE } from '@/features/consent';
import { CONSENT_COOKIE, consentChoices, pageScriptAllowed } from './page-script-consent';

describe('consentChoices', () => {
  it('reads the choices of the consent cookie among the others', () => {
    expect(consentChoices('a=1; consentement_cookies=!matomo=true!gtag=false; b=2')).toEqual({
      matomo: true,
      gtag: false,
    });
    expect(consentChoices('consentement_cookies=%21matomo%3Dtrue%21gtag%3Dwait')).toEqual({
      matomo: true,
      gtag: false,
    });
  });

  it('is empty without the cookie, or with a value it cannot read', () => {
    expect(consentChoices('')).toEqual({});
    expect(consentChoices('other_consentement_cookies=!matomo=true')).toEqual({});
    expect(consentChoices('consentement_cookies=%E0%A4%A')).toEqual({});
  });

  it('names the cookie the consent feature writes', () => expect(CONSENT_COOKIE).toBe(CONSENT_FEATURE_COOKIE));
});

describe('pageScriptAllowed', () => {
  const keys = ['matomo', 'gtag'];
  it('allows a site without a consent banner (no service to accept)', () => {
    expect(pageScriptAllowed({}, [])).toBe(true);
  });
  it('waits for a choice on a site with a banner', () => expect(pageScriptAllowed({}, keys)).toBe(false));
  it('refuses after a refusal or a partial acceptance', () => {
    expect(pageScriptAllowed({ matomo: false, gtag: false }, keys)).toBe(false);
    expect(pageScriptAllowed({ matomo: true, gtag: false }, keys)).toBe(false);
    expect(pageScriptAllowed({ matomo: true }, keys)).toBe(false);
  });
  it('allows once every service is accepted', () =>
    expect(pageScriptAllowed({ matomo: true, gtag: true }, keys)).toBe(true));
});
