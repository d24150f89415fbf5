import { beforeEach, describe, expect, it, vi } from 'vitest';

const getParameters = vi.fn();
vi.mock('@/lib/site/parameters', () => ({ getParameters: (siteId: number) => getParameters(siteId) }));

const { consentRequest } = await import('./consent-request');

const WINE = 'vins.localhost:3000';
const TRACKERS = { MATOMO_URL: 'https://stats.example.fr/', MATOMO_SITE_ID: '3', GOOGLE_TAG_ID: 'G-TEST' };

function post(body: string, headers: Record<string, string> = {}) {
  return consentRequest(
    new Request(`http://${WINE}/api/consent`, {
      method: 'POST',
      body,
      headers: {
        host: WINE,
        origin: `http://${WINE}`,
        'sec-fetch-site': 'same-origin',
        referer: `http://${WINE}/nos-vins`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
    }),
  );
}

describe('POST /api/consent (issue 17 §1)', () => {
  beforeEach(() => {
    vi.stubEnv('SITES', 'vins.localhost=2');
    getParameters.mockReset().mockResolvedValue(TRACKERS);
  });

  it('records a refusal in tarteaucitron’s cookie and sends the visitor back to the page (303)', async () => {
    const response = await post('choice=deny');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nos-vins');
    expect(response.headers.get('set-cookie')).toMatch(
      /^consentement_cookies=!matomo=false!gtag=false; Expires=.+; Max-Age=15811200; Path=\/; SameSite=Lax$/,
    );
    expect(getParameters).toHaveBeenCalledWith(2);
  });

  it('records an acceptance and a custom choice', async () => {
    expect((await post('choice=accept')).headers.get('set-cookie')).toMatch(
      /^consentement_cookies=!matomo=true!gtag=true;/,
    );
    expect((await post('choice=custom&service=gtag')).headers.get('set-cookie')).toMatch(
      /^consentement_cookies=!matomo=false!gtag=true;/,
    );
  });

  it('refuses a post from another site: no cookie (CSRF)', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
      { 'sec-fetch-site': 'same-site', origin: `http://${WINE}` },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await post('choice=accept', headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toBe('Requête refusée : elle ne vient pas de ce site.');
    }
    const noOrigin = new Request(`http://${WINE}/api/consent`, {
      method: 'POST',
      body: 'choice=accept',
      headers: { host: WINE, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await consentRequest(noOrigin)).status).toBe(403);
  });

  it('refuses bad input with a French 4xx, never a 500', async () => {
    for (const body of ['choice=all', '', 'choice=custom&service=<script>', 'x'.repeat(5000)]) {
      const response = await post(body);
      expect(response.status, body.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await post('choice=deny', { host: 'evil.example', origin: 'http://evil.example' })).status).toBe(421);
  });

  it('never redirects off the site, whatever the Referer says', async () => {
    expect((await post('choice=deny', { referer: 'https://evil.example/x' })).headers.get('location')).toBe('/');
  });

  it('platform down: a refusal still holds (every service refused), an acceptance asks to try again', async () => {
    getParameters.mockRejectedValue(new Error('down'));
    const refusal = await post('choice=deny');
    expect(refusal.status).toBe(303);
    expect(refusal.headers.get('set-cookie')).toMatch(/^consentement_cookies=!matomo=false!gtag=false!googleads=false/);
    expect((await post('choice=accept')).status).toBe(503);
  });

  it('a site without trackers records nothing', async () => {
    getParameters.mockResolvedValue({});
    const response = await post('choice=accept');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
