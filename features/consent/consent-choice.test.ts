import { describe, expect, it } from 'vitest';
import {
  consentCookieValue,
  consentFormFields,
  consentFormSchema,
  consentSetCookie,
  returnPath,
  sameOriginOf,
} from './consent-choice';
import type { ConsentService } from './services';

const services: ConsentService[] = [
  { key: 'matomo', user: {} },
  { key: 'gtag', user: {} },
];
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return consentFormSchema.safeParse(consentFormFields(data));
};

describe('the consent form (issue 17 §1: the banner works before hydration)', () => {
  it('reads accept, deny and a custom choice; refuses anything else', () => {
    expect(form([['choice', 'accept']]).data).toEqual({ choice: 'accept' });
    expect(form([['choice', 'deny']]).data).toEqual({ choice: 'deny' });
    expect(
      form([
        ['choice', 'custom'],
        ['service', 'matomo'],
      ]).data,
    ).toEqual({ choice: 'custom', service: ['matomo'] });
    expect(form([['choice', 'custom']]).data).toEqual({ choice: 'custom', service: [] });
    expect(form([['choice', 'all']]).success).toBe(false);
    expect(form([]).success).toBe(false);
    expect(
      form([
        ['choice', 'custom'],
        ['service', 'evil"tracker'],
      ]).success,
    ).toBe(false);
  });

  it('writes tarteaucitron’s own cookie value, one entry per service of the site', () => {
    expect(consentCookieValue(services, { choice: 'deny' })).toBe('!matomo=false!gtag=false');
    expect(consentCookieValue(services, { choice: 'accept' })).toBe('!matomo=true!gtag=true');
    expect(consentCookieValue(services, { choice: 'custom', service: ['gtag', 'facebookpixel'] })).toBe(
      '!matomo=false!gtag=true',
    );
  });

  it('sets the cookie as tarteaucitron does: same name, path, SameSite, 183 days, readable by script', () => {
    const now = Date.UTC(2026, 0, 1);
    const header = consentSetCookie('!matomo=false', false, now);
    expect(header).toBe(
      `consentement_cookies=!matomo=false; Expires=${new Date(now + 183 * 86_400_000).toUTCString()}; Max-Age=15811200; Path=/; SameSite=Lax`,
    );
    expect(header).not.toMatch(/HttpOnly/i);
    expect(consentSetCookie('!matomo=false', true, now)).toMatch(/; Secure$/);
  });

  it('accepts only this host’s own origin', () => {
    expect(sameOriginOf('http://vins.localhost:3000', 'vins.localhost:3000')?.protocol).toBe('http:');
    expect(sameOriginOf('https://vins.example', 'vins.example')?.protocol).toBe('https:');
    expect(sameOriginOf('https://evil.example', 'vins.example')).toBeNull();
    expect(sameOriginOf('null', 'vins.example')).toBeNull();
    expect(sameOriginOf(null, 'vins.example')).toBeNull();
    expect(sameOriginOf('file:///x', 'vins.example')).toBeNull();
  });

  it('sends the visitor back to the page of the form, never to another origin', () => {
    const origin = new URL('http://vins.localhost:3000');
    expect(returnPath('http://vins.localhost:3000/nos-vins?page=2#x', origin)).toBe('/nos-vins?page=2');
    expect(returnPath('https://evil.example/phish', origin)).toBe('/');
    expect(returnPath('http://vins.localhost:3000//evil.example/', origin)).toBe('/');
    expect(returnPath(null, origin)).toBe('/');
    expect(returnPath('not a url', origin)).toBe('/');
  });
});
