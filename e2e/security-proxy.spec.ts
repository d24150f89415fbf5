import { request as httpRequest, type IncomingMessage } from 'node:http';
import { expect, test, type TestInfo } from '@playwright/test';
import { E2E_WEB_PORT } from '../playwright.config';

// Issue 12 through the built app and its production server (server/main.mts): the browser's proxy to the
// platform (`/api/platform/…`) and the client address. Each test is an attack that must fail.

const WEB = `http://localhost:${E2E_WEB_PORT}`;
const ORIGIN = { origin: WEB };

interface Raw {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A request sent byte for byte (no URL normalisation, unlike a browser or Playwright's client). */
function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_WEB_PORT,
        method,
        path,
        headers: { host: `localhost:${E2E_WEB_PORT}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Follows same-server redirects (Next answers `//` with a 308 to the clean path) to the final answer. */
async function rawFinal(path: string): Promise<Raw & { path: string }> {
  let current = path;
  for (let i = 0; i < 5; i++) {
    const res = await raw('GET', current);
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location) return { ...res, path: current };
    current = new URL(location, WEB).pathname + new URL(location, WEB).search;
  }
  throw new Error(`too many redirects from ${path}`);
}

const uniqueEmail = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.retry}@exemple.test`.toLowerCase();

test('finding 1: the reset token cannot be read through the proxy (no outbox, no API documents)', async ({
  request,
}) => {
  // The takeover of issue 12: ask a reset for the salon's admin, then read the mail from the development outbox.
  const ask = await request.put('/api/platform/password/reset/ask', {
    headers: ORIGIN,
    data: { email: 'admin@salon.test' },
  });
  expect(ask.status()).toBe(200);

  for (const path of [
    'dev/outbox',
    'dev/outbox?to=admin%40salon.test',
    'openapi.json',
    'docs',
    'health',
    'images/1/logo.png',
    'parameter',
  ]) {
    const res = await request.get(`/api/platform/${path}`);
    expect(res.status(), path).toBe(404);
    const body = await res.json();
    expect(body, path).toEqual({
      success: false,
      data: null,
      message: "Cette ressource n'est pas accessible depuis le navigateur.",
    });
  }

  // Encoded, dotted, doubled and re-cased spellings of the same path, sent as they are.
  for (const path of [
    '/api/platform/dev%2Foutbox',
    '/api/platform/dev%2foutbox',
    '/api/platform/./dev/outbox',
    '/api/platform/%2e/dev/outbox',
    '/api/platform/x/../dev/outbox',
    '/api/platform/x/%2e%2e/dev/outbox',
    '/api/platform/DEV/outbox',
    '/api/platform/dev/OUTBOX',
    '/api/platform//dev/outbox',
    '/api/platform/dev//outbox',
    '/api/platform/dev/outbox/',
    '/api/platform/dev%252Foutbox',
    '/api/platform/openapi.json%00',
    '/api/platform/dev/outbox;x',
  ]) {
    const res = await rawFinal(path);
    expect([400, 404], `${path} → ${res.path}`).toContain(res.status);
    expect(res.body, path).not.toContain('reset');
    expect(res.body, path).not.toContain('outbox');
  }
});

test('finding 2: a forged X-Forwarded-For does not reach the API as the client address', async ({
  request,
}, testInfo) => {
  // The API allows 5 failed log-ins per minute for one e-mail and address: six forged addresses must not make six clients.
  const email = uniqueEmail(testInfo, 'xff');
  const statuses: number[] = [];
  for (let i = 1; i <= 6 && !statuses.includes(429); i++) {
    const res = await request.post('/api/platform/login', {
      headers: { ...ORIGIN, 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}` },
      data: { email, password: `mauvais-${i}` },
    });
    statuses.push(res.status());
    if (res.status() === 429) expect((await res.json()).message).toMatch(/Trop de tentatives/);
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
});

test('finding 5: a chunked body over 12 MB is cut with a 413, and the server keeps serving', async ({ request }) => {
  const MB = 1024 * 1024;
  const chunk = Buffer.alloc(256 * 1024, 'x');
  const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_WEB_PORT,
        method: 'POST',
        path: '/api/platform/forms/1/submit',
        // No Content-Length: Node sends Transfer-Encoding: chunked.
        headers: { host: `localhost:${E2E_WEB_PORT}`, origin: WEB, 'content-type': 'application/octet-stream' },
      },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (part: string) => (body += part));
        res.on('end', () => resolve({ status: res.statusCode!, body, sent }));
      },
    );
    // The server may close the connection once it has answered: writing after that is the client's problem, not a failure.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < 64 * MB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
  expect(result.status).toBe(413);
  expect(JSON.parse(result.body)).toEqual({
    success: false,
    data: null,
    message: 'La requête est trop volumineuse (12 Mo au maximum).',
  });
  // Cut near the limit, not after reading all 64 MB.
  expect(result.sent).toBeLessThan(64 * MB);
  expect((await request.get('/api/platform/logged')).status()).toBe(200);
});

test('finding 8: a cross-site request is refused, even a GET; a bad Origin is a 403, never a 500', async ({
  page,
  request,
}) => {
  // A link on another site (127.0.0.1 is not the same site as localhost) to a state-changing GET of the proxy.
  await page.goto(`http://127.0.0.1:${E2E_WEB_PORT}/`);
  for (const target of ['/api/platform/cart/new/default', '/api/platform/logged']) {
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'piège';
      link.id = 'trap';
      document.body.append(link);
    }, `${WEB}${target}`);
    const [response] = await Promise.all([page.waitForResponse(`${WEB}${target}`), page.locator('#trap').click()]);
    expect(response.status(), target).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      data: null,
      message: 'Requête refusée : elle ne vient pas de ce site.',
    });
    await page.goto(`http://127.0.0.1:${E2E_WEB_PORT}/`);
  }

  for (const origin of ['null', 'http://', 'https://evil.example']) {
    const res = await request.post('/api/platform/logout', { headers: { origin } });
    expect(res.status(), origin).toBe(403);
    expect(await res.json()).toEqual({ success: false, data: null, message: 'Requête refusée : origine inconnue.' });
  }
  for (const site of ['cross-site', 'same-site']) {
    const res = await request.post('/api/platform/logout', { headers: { ...ORIGIN, 'sec-fetch-site': site } });
    expect(res.status(), site).toBe(403);
  }
  // A client that sends no Sec-Fetch-Site (no browser, no ambient cookies) still works, as the other suites do.
  expect((await request.get('/api/platform/logged')).status()).toBe(200);
  expect((await request.post('/api/platform/logout', { headers: ORIGIN })).status()).toBe(200);
});
