import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/fr.json';
import { decodedOrNull, decodedPath, gateRefusal, isWellFormedHost, siteOfHost, siteOfRequest } from './request-gate';

describe('the request gate (issue 12 §4, §8)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    'localhost',
    'localhost:3000',
    'vins.localhost:3000',
    'VINS.LocalHost',
    '127.0.0.1:80',
    '[::1]:3000',
    'www.domaine-du-vin.fr.',
    'a.b-c.d',
  ])('accepts the host %j', (host) => expect(isWellFormedHost(host)).toBe(true));

  it.each([
    '',
    '..',
    '.',
    'a/../b',
    'localhost/..',
    '.localhost',
    'vins..localhost',
    'localhost:abc',
    'localhost:',
    'local host',
    '-a.fr',
    'a-.fr',
    'a_b.fr',
    'évian.fr',
    'localhost:3000:1',
    '[::1',
    'a'.repeat(64) + '.fr',
    'x'.repeat(300),
  ])('refuses the host %j', (host) => expect(isWellFormedHost(host)).toBe(false));

  it('refuses a missing host', () => expect(isWellFormedHost(null)).toBe(false));

  it('decodes a path, and answers null for a malformed escape instead of throwing', () => {
    expect(decodedPath('/femme/balayage/')).toBe('femme/balayage');
    expect(decodedPath('/caf%C3%A9')).toBe('café');
    expect(decodedPath('/')).toBe('');
    for (const bad of ['/%zz', '/%E0%A4%A', '/auth%', '/password/reset/%ff', '/%C3%28']) {
      expect(() => decodeURIComponent(bad), bad).toThrow(URIError);
      expect(decodedPath(bad), bad).toBeNull();
    }
    expect(decodedOrNull('%')).toBeNull();
  });

  it('answers in plain French text, never cached, nothing to run', async () => {
    for (const [status, text] of [
      [400, messages.gate.badRequest],
      [421, messages.gate.misdirected],
    ] as const) {
      const response = gateRefusal(status);
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(text);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('resolves the site of a host: 400 when malformed, 421 when unknown', () => {
    vi.stubEnv('SITES', 'localhost=1,vins.localhost=2');
    vi.stubEnv('DEFAULT_SITE_ID', '');
    expect(siteOfHost('vins.localhost:3000')).toEqual({ siteId: 2 });
    expect(siteOfHost('evil.example')).toEqual({ refusal: 421 });
    expect(siteOfHost('a/../b')).toEqual({ refusal: 400 });
    expect(siteOfHost(null)).toEqual({ refusal: 400 });
    // A default site serves unknown hosts, never malformed ones.
    vi.stubEnv('DEFAULT_SITE_ID', '1');
    expect(siteOfHost('evil.example')).toEqual({ siteId: 1 });
    expect(siteOfHost('..')).toEqual({ refusal: 400 });
  });

  it('gives route handlers the site or the refusal to send', async () => {
    vi.stubEnv('SITES', 'localhost=1');
    vi.stubEnv('DEFAULT_SITE_ID', '');
    expect(siteOfRequest(new Request('http://x/robots.txt', { headers: { host: 'localhost:3000' } }))).toBe(1);
    const refused = siteOfRequest(new Request('http://x/robots.txt', { headers: { host: 'evil.example' } }));
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(421);
  });
});
