import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The image service on the storefront's origin, against a real upstream: a platform that never answers must not
// hold the visitor's connection (issue 17 §2), a slow image body must not be cut.

const LIMIT_MS = 300;
let upstream: Server;
let behaviour: 'hang' | 'slow-body' = 'hang';
let GET: typeof import('./route').GET;

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    if (behaviour === 'hang') return;
    // Headers at once, then the picture in four parts over about twice the limit.
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    let part = 0;
    const next = () => (++part < 4 ? (res.write('x'.repeat(8)), setTimeout(next, LIMIT_MS / 2)) : res.end());
    next();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  vi.stubEnv('PLATFORM_TIMEOUT_MS', String(LIMIT_MS));
  vi.stubEnv('SITES', 'localhost=1');
  vi.resetModules();
  ({ GET } = await import('./route'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  upstream.closeAllConnections();
  return new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const get = (file: string) =>
  GET(new Request(`http://localhost/images/1/${file}`, { headers: { host: 'localhost' } }), {
    params: Promise.resolve({ path: ['1', file] }),
  });

describe('/images/<site>/<file>', () => {
  it('a platform that never answers → 504 once the time limit is over, never cached', async () => {
    behaviour = 'hang';
    const response = await get('logo.svg');
    expect(response.status).toBe(504);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('an answer whose body takes longer than the limit is streamed whole', async () => {
    behaviour = 'slow-body';
    const response = await get('photo.jpg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('x'.repeat(24));
  });
});
