import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_ENV } from '@/lib/client-address';

// The browser's proxy to the platform (issue 12, findings 1, 2, 5, 8) against a real upstream server, so what
// reaches "the platform" (path, headers, body bytes) is observed, not assumed.

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  complete: boolean;
}

let upstream: Server;
let seen: Seen[] = [];
/** The platform takes the next request and never answers it. */
let hangNext = false;
/** The platform's time limit to start answering, in this file (PLATFORM_TIMEOUT_MS). */
const LIMIT_MS = 300;
let proxyToPlatform: (request: Request, path: string[]) => Promise<Response>;
let cookieDomainFor: (host: string | null) => string | null;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const entry: Seen = { method: req.method!, url: req.url!, headers: req.headers, bytes: 0, complete: false };
    seen.push(entry);
    req.on('data', (chunk: Buffer) => (entry.bytes += chunk.length));
    req.on('end', () => {
      entry.complete = true;
      if (hangNext) return void (hangNext = false);
      res.setHeader('content-type', 'application/json');
      const data =
        req.url === '/login' ? { token: 'secret-token', idSite: 1, user: { email: 'a@b.c' } } : { bytes: entry.bytes };
      res.end(JSON.stringify({ success: true, data, message: '' }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  vi.stubEnv('PLATFORM_TIMEOUT_MS', String(LIMIT_MS));
  vi.resetModules();
  ({ proxyToPlatform, cookieDomainFor } = await import('./platform-proxy'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  upstream.closeAllConnections();
  return new Promise<void>((resolve) => upstream.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
});

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** A browser-like request to `/api/platform/<path>`: same-origin writes carry the Origin, as browsers send it. */
function browser(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
): Request {
  const headers: Record<string, string> = {
    host: HOST,
    ...(WRITES.has(method) ? { origin: ORIGIN } : {}),
    ...init.headers,
  };
  return new Request(`${ORIGIN}/api/platform/${path}`, {
    method,
    headers,
    body: init.body,
    duplex: 'half',
  } as RequestInit);
}
const proxy = (method: string, segments: string[], init?: Parameters<typeof browser>[2]) =>
  proxyToPlatform(browser(method, segments.join('/'), init), segments);

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ success: false, data: null });
  expect(body.message).toMatch(/[a-zà-ÿ]/);
  expect(seen, 'the platform must not be called').toHaveLength(0);
  return body as { message: string };
}

describe('finding 1: only the allow-listed calls reach the platform', () => {
  // Every call the browser makes today (features/*/api, the technical file link, the e2e suite's /api/platform calls).
  const used: [string, string][] = [
    ['GET', 'logged'],
    ['POST', 'login'],
    ['POST', 'logout'],
    ['POST', 'register'],
    ['PUT', 'password/reset/ask'],
    ['PUT', 'password/reset'],
    ['GET', 'user'],
    ['PUT', 'user'],
    ['DELETE', 'user'],
    ['PUT', 'user/password'],
    ['GET', 'user/newsletter/lists'],
    ['GET', 'user/newsletter/subscription'],
    ['PUT', 'user/newsletter/subscription'],
    ['POST', 'newsletter/subscribe'],
    ['GET', 'order'],
    ['POST', 'cart/new'],
    ['POST', 'cart/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e'],
    ['GET', 'cart/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e/default'],
    ['POST', 'cart/new/product/1004'],
    ['PUT', 'cart/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e/product/12/quantity'],
    ['DELETE', 'cart/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e/product/12'],
    ['GET', 'product'],
    ['GET', 'product/1001'],
    ['GET', 'product/generate/file/1001/3'],
    ['POST', 'message'],
    ['GET', 'admin/page'],
    ['GET', 'admin/page/1/layout'],
    ['GET', 'admin/address/type'],
    ['POST', 'admin/page/1/layout/1/hash/check'],
    ['PUT', 'admin/page/1/layout/1'],
    ['PUT', 'admin/page/1/layout/1/preview'],
    ['GET', 'cities/Saint-Étienne/1'],
    ['GET', 'calendar/2/date/allowed/6/2026'],
    ['GET', 'custom-stripe/public-key'],
    ['GET', 'external-app/PRODUCT_FILE_GENERATOR/config/public'],
    ['POST', 'element/events/4/register'],
    ['GET', 'blog/folder'],
  ];
  it.each(used)('%s /%s is forwarded as is', async (method, path) => {
    const response = await proxy(method, path.split('/'));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe(method);
    expect(decodeURIComponent(seen[0]!.url)).toBe(`/${path}`);
  });

  it('keeps the query string', async () => {
    const response = await proxyToPlatform(browser('GET', 'product?page=2&nbItem=12&lk:name=rouge'), ['product']);
    expect(response.status).toBe(200);
    expect(seen[0]!.url).toBe('/product?page=2&nbItem=12&lk:name=rouge');
  });

  // The takeover of issue 12: ask a reset for the admin, then read the token from the development outbox.
  it.each([
    ['GET', ['dev', 'outbox']],
    ['GET', ['openapi.json']],
    ['GET', ['docs']],
    ['GET', ['docs', 'init.js']],
    ['GET', ['health']],
    ['GET', ['images', '1', 'logo.png']],
    ['GET', ['DEV', 'outbox']],
    ['GET', ['Dev', 'Outbox']],
    ['GET', ['dev%2Foutbox']],
    ['GET', ['%2e%2e', 'dev', 'outbox']],
    ['GET', ['site', 'visit', 'x']],
    ['GET', ['parameter']],
    ['GET', ['page']],
    ['POST', ['image', 'load-svg']],
    ['GET', ['product', '1', 'extra']],
    ['GET', ['product', '0']],
    ['GET', ['product', '-1']],
    ['GET', ['product', '1e3']],
    ['GET', ['cart', 'a b', 'default']],
    ['DELETE', ['product', '1']],
    ['POST', ['logged']],
    ['GET', ['login']],
    ['GET', []],
  ])('%s %j → 404 without calling the platform', async (method, segments) => {
    const body = await refused(await proxy(method, segments), 404);
    expect(body.message).toBe("Cette ressource n'est pas accessible depuis le navigateur.");
  });

  it.each([
    [['dev/outbox']],
    [['.', 'dev', 'outbox']],
    [['..', 'dev', 'outbox']],
    [['', 'dev', 'outbox']],
    [['user', '', 'password']],
    [['dev\\outbox']],
  ])('%j → 400 (a segment that is a path of its own)', async (segments) => {
    await refused(await proxy('GET', segments), 400);
  });
});

describe('the platform headers (lib/platform/core.ts)', () => {
  it('the site from the host, the locale, and the token from the HttpOnly cookie', async () => {
    await proxy('GET', ['logged'], { headers: { cookie: 'theme=dark; token=jeton%20admin' } });
    expect(seen[0]!.headers).toMatchObject({ idsite: '1', userlang: 'fr_FR', authorization: 'Bearer jeton admin' });
  });

  it('a token cookie with a malformed escape is no session, never a 500', async () => {
    const response = await proxy('GET', ['logged'], { headers: { cookie: 'token=%zz' } });
    expect(response.status).toBe(200);
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });
});

describe('finding 8: cross-site requests and bad origins are refused', () => {
  it.each(['cross-site', 'same-site', 'none'])(
    'Sec-Fetch-Site: %s → 403, for a GET that changes state too',
    async (site) => {
      const cart = ['cart', '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', 'default'];
      const body = await refused(await proxy('GET', cart, { headers: { 'sec-fetch-site': site } }), 403);
      expect(body.message).toBe('Requête refusée : elle ne vient pas de ce site.');
      await refused(await proxy('POST', ['logout'], { headers: { 'sec-fetch-site': site } }), 403);
    },
  );

  it('Sec-Fetch-Site: same-origin, or none sent (a client without ambient cookies), passes', async () => {
    expect((await proxy('GET', ['logged'], { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await proxy('POST', ['logout'], { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await proxy('GET', ['logged'])).status).toBe(200);
  });

  it.each([
    'null',
    'http://',
    'not a url',
    'https://evil.example',
    'http://localhost:3001',
    'javascript:alert(1)',
    'file://localhost:3000',
  ])('a write with Origin %j → 403, never a 500', async (origin) => {
    const body = await refused(await proxy('POST', ['logout'], { headers: { origin } }), 403);
    expect(body.message).toBe('Requête refusée : origine inconnue.');
  });

  it('a write without Origin → 403', async () => {
    const request = new Request(`${ORIGIN}/api/platform/logout`, { method: 'POST', headers: { host: HOST } });
    await refused(await proxyToPlatform(request, ['logout']), 403);
  });

  it('the origin is compared without regard to case', async () => {
    expect((await proxy('POST', ['logout'], { headers: { origin: 'HTTP://LOCALHOST:3000' } })).status).toBe(200);
  });
});

describe('finding 2: the client address the platform sees', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('a forged X-Forwarded-For never reaches the platform when no production server vouches for it', async () => {
    vi.stubEnv(CLIENT_ADDRESS_ENV, '');
    await proxy('POST', ['login'], { headers: { 'x-forwarded-for': '6.6.6.6' }, body: '{}' });
    expect(seen[0]!.headers['x-forwarded-for']).toBeUndefined();
  });

  it('the address the production server wrote is forwarded, and only a valid one', async () => {
    vi.stubEnv(CLIENT_ADDRESS_ENV, '1');
    await proxy('POST', ['login'], { headers: { 'x-forwarded-for': '203.0.113.7' }, body: '{}' });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.7');
    await proxy('POST', ['login'], { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }, body: '{}' });
    expect(seen[1]!.headers['x-forwarded-for']).toBeUndefined();
  });
});

describe('finding 5: request bodies are streamed with a byte limit', () => {
  const MB = 1024 * 1024;
  const CHUNK = 64 * 1024;

  /** A chunked body of `total` bytes (no Content-Length), counting what the proxy pulled from it. */
  function chunkedBody(total: number) {
    const state = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled >= total) return controller.close();
        state.pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(120));
      },
    });
    return { stream, state };
  }

  it('a chunked body over 12 MB → 413 in French, read no further than the limit, never whole at the platform', async () => {
    const { stream, state } = chunkedBody(40 * MB);
    const response = await proxy('POST', ['forms', '3', 'submit'], {
      headers: { 'content-type': 'application/octet-stream' },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    const body = await response.json();
    expect(body).toMatchObject({
      success: false,
      data: null,
      message: 'La requête est trop volumineuse (12 Mo au maximum).',
    });
    expect(state.pulled).toBeLessThanOrEqual(12 * MB + 4 * CHUNK);
    expect(seen.every((s) => !s.complete && s.bytes <= 12 * MB)).toBe(true);
  });

  it('a chunked body under the limit reaches the platform whole', async () => {
    const { stream } = chunkedBody(3 * MB);
    const response = await proxy('POST', ['forms', '3', 'submit'], {
      headers: { 'content-type': 'application/octet-stream' },
      body: stream,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.bytes).toBe(3 * MB);
  });

  it('a declared Content-Length over 12 MB → 413 before anything is read', async () => {
    const request = browser('POST', 'message', { headers: { 'content-length': String(13 * MB) } });
    await refused(await proxyToPlatform(request, ['message']), 413);
  });

  it('an ordinary JSON body arrives intact', async () => {
    const response = await proxy('PUT', ['user', 'password'], {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'é'.repeat(10) }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.bytes).toBe(JSON.stringify({ password: 'é'.repeat(10) }).length + 10);
  });
});

describe('a platform that does not answer (issue 17 §2)', () => {
  it('a read it never answers → 504 in French once the time limit is over, not a request held for ever', async () => {
    hangNext = true;
    const response = await proxy('GET', ['logged']);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({
      success: false,
      data: null,
      message: 'La plateforme est injoignable. Veuillez réessayer.',
    });
    expect(seen).toHaveLength(1);
  });

  it('a slow upload is not cut: the limit starts once the body is sent', async () => {
    // Four parts, one every LIMIT_MS / 2: the upload lasts about twice the limit.
    let part = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (part++ === 4) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, LIMIT_MS / 2));
        controller.enqueue(new Uint8Array(1024).fill(120));
      },
    });
    const response = await proxy('POST', ['forms', '3', 'submit'], {
      headers: { 'content-type': 'application/octet-stream' },
      body: stream,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.bytes).toBe(4 * 1024);
  });
});

describe('INSECURE_COOKIES (finding 8)', () => {
  // Every host below is one of ours (an unknown host gets 421 and no cookie at all).
  const SERVED = [
    'salon.example.fr',
    'localhost.evil.example',
    '10.0.0.8',
    'localhost',
    '127.0.0.1',
    '[::1]',
    'vins.localhost',
  ];
  beforeEach(() => {
    vi.stubEnv('SITES', SERVED.map((host) => `${host}=1`).join(','));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const login = (host: string) =>
    proxyToPlatform(
      new Request(`http://${host}/api/platform/login`, {
        method: 'POST',
        headers: { host, origin: `http://${host}` },
        body: '{}',
      }),
      ['login'],
    );
  const cookies = (response: Response) => response.headers.getSetCookie();

  it('is refused in production for a public host: the session cookies keep Secure, and the reason is logged once', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('INSECURE_COOKIES', '1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const host of ['salon.example.fr', 'localhost.evil.example', '10.0.0.8:3000']) {
      const set = cookies(await login(host));
      expect(set).toHaveLength(2);
      for (const cookie of set) expect(cookie, host).toMatch(/; Secure/);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('INSECURE_COOKIES');
  });

  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'vins.localhost:3000', 'localhost'])(
    'is honoured in production on loopback host %s',
    async (host) => {
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('INSECURE_COOKIES', '1');
      const set = cookies(await login(host));
      expect(set).toHaveLength(2);
      for (const cookie of set) expect(cookie).not.toMatch(/Secure/);
    },
  );

  it('production without it: Secure everywhere', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('INSECURE_COOKIES', '');
    for (const cookie of cookies(await login('localhost:3000'))) expect(cookie).toMatch(/; Secure/);
  });
});

describe('the session cookies (spec §6/§9: 86400 s, site-wide path, the parent domain)', () => {
  beforeEach(() => vi.stubEnv('SITES', 'www.salon.example.fr=1'));
  afterEach(() => vi.unstubAllEnvs());
  const login = () =>
    proxyToPlatform(
      new Request('http://www.salon.example.fr/api/platform/login', {
        method: 'POST',
        headers: { host: 'www.salon.example.fr', origin: 'http://www.salon.example.fr' },
        body: '{}',
      }),
      ['login'],
    );

  it('with COOKIE_DOMAIN, both cookies are for the parent domain, the whole site, 24 h', async () => {
    vi.stubEnv('COOKIE_DOMAIN', '.salon.example.fr');
    const set = (await login()).headers.getSetCookie();
    expect(set).toHaveLength(2);
    for (const cookie of set) {
      expect(cookie).toContain('; Domain=.salon.example.fr');
      expect(cookie).toContain('; Path=/');
      expect(cookie).toContain('; Max-Age=86400');
    }
  });

  it('without it, they stay with the host that set them (no Domain attribute)', async () => {
    vi.stubEnv('COOKIE_DOMAIN', '');
    for (const cookie of (await login()).headers.getSetCookie()) expect(cookie).not.toMatch(/Domain=/i);
  });

  it('several sites on one server: each host takes its own parent domain, one under none stays host-only', async () => {
    vi.stubEnv('COOKIE_DOMAIN', '.coteaux-dores.fr, salon.example.fr');
    for (const cookie of (await login()).headers.getSetCookie()) expect(cookie).toContain('; Domain=.salon.example.fr');
    expect(cookieDomainFor('boutique.coteaux-dores.fr')).toBe('.coteaux-dores.fr');
    expect(cookieDomainFor('coteaux-dores.fr:443')).toBe('.coteaux-dores.fr');
    // A look-alike is not under the domain, and a Domain the browser refuses would break the log-in.
    expect(cookieDomainFor('faux-coteaux-dores.fr')).toBeNull();
    expect(cookieDomainFor('localhost:3000')).toBeNull();
  });
});
