import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import messages from '@/messages/fr.json';

// proxy.ts, the request gate (issue 12 §4, §7, §8), called as Next calls it. The platform is a stub: the page tree
// cannot be read (every path is then rewritten), the parameters are empty, and one token is an admin's.
const calls: string[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: string | URL) => {
    const url = String(input);
    calls.push(url);
    if (url.endsWith('/logged'))
      return Response.json({
        success: true,
        message: '',
        data: { logged: true, user: { id: 5, email: 'admin@salon.test', role: 'ADMIN' } },
      });
    if (url.endsWith('/parameter')) return Response.json({ success: true, message: '', data: [] });
    return Response.json({ success: false, message: '', data: null }, { status: 503 });
  }),
);
vi.stubEnv('SITES', 'localhost=1,127.0.0.1=1,vins.localhost=2');
vi.stubEnv('DEFAULT_SITE_ID', '');
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const { proxy } = await import('./proxy');

/** A request as it reaches the proxy: the URL's host is Next's own, the Host header is the client's. */
function request(path: string, host: string | null, headers: Record<string, string> = {}) {
  const all = new Headers(headers);
  if (host !== null) all.set('host', host);
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers: all });
}

describe('proxy.ts, the request gate', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('rewrites a site’s paths to its id, whatever host name of that site is used', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'LOCALHOST']) {
      const response = await proxy(request('/legal-notice', host));
      expect(response.headers.get('x-middleware-rewrite'), host).toBe('http://localhost:3000/site/1/legal-notice');
    }
    expect((await proxy(request('/nos-vins/rouges', 'vins.localhost:3000'))).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/site/2/nos-vins/rouges',
    );
  });

  it('answers a host outside SITES 421, before asking the platform anything', async () => {
    for (const host of ['evil.example', 'localhost.evil.example:3000', 'vins.localhost.']) {
      const response = await proxy(request('/legal-notice', host));
      expect(response.status, host).toBe(421);
      expect(await response.text()).toBe(messages.gate.misdirected);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('answers a malformed Host or % escape 400, never throws', async () => {
    for (const host of ['..', 'a/../b', 'localhost/..', '', null]) {
      const response = await proxy(request('/legal-notice', host));
      expect(response.status, String(host)).toBe(400);
      expect(await response.text()).toBe(messages.gate.badRequest);
    }
    for (const path of ['/%zz', '/%E0%A4%A', '/auth%', '/password/reset/%ff', '/admin/%']) {
      const response = await proxy(request(path, 'localhost:3000'));
      expect(response.status, path).toBe(400);
    }
    // A malformed token cookie on the admin path is no 500 either: no token, the real 404.
    const admin = await proxy(request('/admin', 'localhost:3000', { cookie: 'token=%zz' }));
    expect(admin.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/__introuvable');
  });

  it('sends every reset link to the one link page, the token in the fragment', async () => {
    const response = await proxy(request('/password/reset/abc123?x=1', 'localhost:3000'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/password/reset/link#abc123');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await proxy(request('/password/reset/link', 'localhost:3000'));
    expect(page.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/site/1/password/reset/link');
    expect((await proxy(request('/password/reset/ask', 'localhost:3000'))).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/site/1/password/reset/ask',
    );
  });

  it('keeps /site/… and escaped spellings of it a 404', async () => {
    for (const path of ['/site/1/legal-notice', '/%73ite/1/legal-notice', '/site']) {
      expect((await proxy(request(path, 'localhost:3000'))).headers.get('x-middleware-rewrite'), path).toBe(
        'http://localhost:3000/__introuvable',
      );
    }
  });

  it('gives an admin page its own nonce policy, on the response and on the request Next renders', async () => {
    const first = await proxy(request('/admin', 'localhost:3000', { cookie: 'token=jeton-admin' }));
    const second = await proxy(request('/%61dmin', 'localhost:3000', { cookie: 'token=jeton-admin' }));
    const policies = [first, second].map((response) => response.headers.get('content-security-policy')!);
    for (const [index, response] of [first, second].entries()) {
      expect(policies[index]).toMatch(
        /script-src 'nonce-[A-Za-z0-9+/]+=*' 'strict-dynamic' 'sha256-[A-Za-z0-9+/]+=*' 'self'/,
      );
      expect(policies[index]!.split('; ').find((d) => d.startsWith('script-src'))).not.toContain("'unsafe-inline'");
      // What Next reads to put the nonce on its scripts: the same policy, passed on as a request header.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policies[index]);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(policies[0]).not.toBe(policies[1]);
  });

  it('never passes on a Content-Security-Policy a client sent (Next would take its nonce)', async () => {
    const response = await proxy(
      request('/legal-notice', 'localhost:3000', {
        'content-security-policy': "script-src 'nonce-choisi-par-le-client'",
      }),
    );
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/site/1/legal-notice');
    expect(response.headers.get('x-middleware-override-headers')).not.toContain('content-security-policy');
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("'unsafe-inline'");
    expect(response.headers.get('content-security-policy')).toContain("base-uri 'none'");
  });
});
