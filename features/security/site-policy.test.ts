import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { sitePolicy } from './site-policy';

const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('a site’s policy from its parameters', () => {
  it('is the base policy for a site without trackers or external owner script', () => {
    expect(sitePolicy({ SCRIPT_TO_LOAD: 'window.x = 1' }, false)).toBe(contentSecurityPolicy());
  });

  it('opens the registered trackers’ hosts and the owner script’s origin, nothing else', () => {
    const policy = sitePolicy(
      {
        MATOMO_URL: 'https://stats.coteaux.example/',
        MATOMO_SITE_ID: '3',
        PLAUSIBLE_DOMAIN: 'a.fr',
        SCRIPT_TO_LOAD: 'https://cdn.example.fr/w.js',
      },
      false,
    );
    expect(scriptSrc(policy)).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://stats.coteaux.example',
      'https://plausible.io',
      'https://cdn.example.fr',
    ]);
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('facebook');
  });
});
