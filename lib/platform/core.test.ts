import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { PlatformError } from './errors';

// lib/platform/core.ts against a real HTTP server standing in for the platform, so what it sends (path, headers,
// body) and how it reads each kind of answer is observed, not assumed.

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler;
let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let core: typeof import('./core');
/** The class of the module graph core.ts was loaded in (a fresh one, after resetModules). */
let PlatformErrorClass: typeof PlatformError;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A trailing slash in API_URL is not doubled in the calls.
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  vi.resetModules();
  core = await import('./core');
  PlatformErrorClass = (await import('./errors')).PlatformError;
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
});

const reply = (status: number, body: unknown, type = 'application/json') => {
  handler = (_req, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
};

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformErrorClass);
    return error as PlatformError;
  }
  throw new Error('the call should have failed');
}

const rows = z.array(z.object({ type: z.string(), value: z.string().nullable() }));

describe('the platform’s address and cookies (spec §6)', () => {
  it('reads API_URL, without its trailing slash', () => {
    expect(core.platformBaseUrl()).toBe(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  it('defaults to the local API', async () => {
    vi.stubEnv('API_URL', '');
    vi.resetModules();
    const fresh = await import('./core');
    expect(fresh.platformBaseUrl()).toBe('http://127.0.0.1:4000');
    vi.stubEnv('API_URL', core.platformBaseUrl());
  });

  it('names the two cookies once', () => {
    expect(core.TOKEN_COOKIE).toBe('token');
    expect(core.SITE_COOKIE).toBe('idSite');
  });
});

describe('the headers of spec §7', () => {
  it('always userLang fr_FR; idSite and Authorization only when known', () => {
    expect(core.platformHeaders()).toEqual({ userLang: 'fr_FR' });
    expect(core.platformHeaders({ siteId: 2, token: 'jeton' })).toEqual({
      userLang: 'fr_FR',
      idSite: '2',
      Authorization: 'Bearer jeton',
    });
    expect(core.platformHeaders({ siteId: 0, token: '' })).toEqual({ userLang: 'fr_FR', idSite: '0' });
    expect(core.platformHeaders({ token: null, locale: 'en_GB' })).toEqual({ userLang: 'en_GB' });
  });

  it('are what the platform receives, with the path and query', async () => {
    reply(200, { success: true, message: '', data: [{ type: 'SITE_NAME', value: 'Salon' }] });
    await expect(
      core.platformCall('/parameter', rows, { siteId: 3, token: 'jeton-7', search: '?page=2' }),
    ).resolves.toEqual([{ type: 'SITE_NAME', value: 'Salon' }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/parameter?page=2' });
    expect(seen[0]!.headers).toMatchObject({ idsite: '3', userlang: 'fr_FR', authorization: 'Bearer jeton-7' });
  });

  it('a caller’s extra headers go along, a body too', async () => {
    reply(200, { success: true, message: '', data: null });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.enqueue(new TextEncoder().encode('1}'));
        controller.close();
      },
    });
    const response = await core.platformFetch('message', {
      method: 'POST',
      siteId: 1,
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/message', body: '{"a":1}' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });
});

describe('the envelope, parsed (spec §7, §8)', () => {
  it('returns the data parsed with the caller’s schema', async () => {
    reply(200, { success: true, message: 'ok', data: [{ type: 'A', value: null, extra: 1 }] });
    expect(await core.platformCall('/parameter', rows, { siteId: 1 })).toEqual([{ type: 'A', value: null }]);
  });

  it('success: false is a refusal with the platform’s message, status and data, on a 200 too', async () => {
    reply(200, { success: false, message: 'Panier introuvable.', data: null });
    expect(await failure(core.platformCall('/cart/x', z.unknown()))).toMatchObject({
      kind: 'refused',
      status: 200,
      message: 'Panier introuvable.',
    });
    reply(400, { success: false, message: 'Données invalides.', data: { errors: { email: 'Adresse invalide.' } } });
    const error = await failure(core.platformCall('/register', z.unknown(), { method: 'POST' }));
    expect(error).toMatchObject({ kind: 'refused', status: 400, message: 'Données invalides.' });
    expect(error.fieldErrors).toEqual({ email: 'Adresse invalide.' });
  });

  it.each([
    ['an HTML error page', 502, '<html>Bad gateway</html>', 'text/html'],
    ['an empty body', 200, '', 'text/plain'],
    ['JSON without success', 200, { data: [] }, 'application/json'],
    ['success that is no boolean', 200, { success: 'true', message: '', data: [] }, 'application/json'],
    ['no message', 200, { success: true, data: [] }, 'application/json'],
    ['success with an error status', 500, { success: true, message: '', data: [] }, 'application/json'],
    ['data of another shape', 200, { success: true, message: '', data: { type: 'A' } }, 'application/json'],
  ])('%s is an http error, never trusted', async (_name, status, body, type) => {
    reply(status, body, type);
    expect(await failure(core.platformCall('/parameter', rows))).toMatchObject({ kind: 'http', status });
  });

  it('readEnvelope says whether a body is an envelope at all', async () => {
    const read = (body: string) => core.readEnvelope(new Response(body));
    expect(await read('{"success":true,"message":"","data":{"token":"t"}}')).toEqual({
      success: true,
      message: '',
      data: { token: 't' },
    });
    expect(await read('{"success":true}')).toBeNull();
    expect(await read('pas du JSON')).toBeNull();
  });
});

describe('failures without an answer', () => {
  const silent = () => {
    handler = () => undefined; // never answers
  };

  it('5 s by default on the server', () => {
    expect(core.SERVER_TIMEOUT_MS).toBe(5_000);
  });

  it('PLATFORM_TIMEOUT_MS sets it; a value out of range is reported and 5 s kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const [raw, expected] of [
        ['30000', 30_000],
        ['100', 100],
        ['99', 5_000],
        ['120001', 5_000],
        ['2.5', 5_000],
        ['vite', 5_000],
      ] as const) {
        vi.stubEnv('PLATFORM_TIMEOUT_MS', raw);
        vi.resetModules();
        expect((await import('./core')).SERVER_TIMEOUT_MS, raw).toBe(expected);
      }
      expect(warn).toHaveBeenCalledTimes(4);
      expect(warn.mock.calls[0]![0]).toContain('PLATFORM_TIMEOUT_MS=99 ignored');
    } finally {
      vi.stubEnv('PLATFORM_TIMEOUT_MS', '');
      warn.mockRestore();
    }
  });

  it('no answer within the time limit is a timeout', async () => {
    silent();
    const error = await failure(core.platformCall('/page', z.unknown(), { siteId: 1, timeoutMs: 50 }));
    expect(error).toMatchObject({ kind: 'timeout', status: null });
  });

  it('a caller’s timeout signal is a timeout too; a caller’s abort is a cancellation', async () => {
    silent();
    expect(
      (await failure(core.platformCall('/parameter', z.unknown(), { signal: AbortSignal.timeout(50) }))).kind,
    ).toBe('timeout');
    const controller = new AbortController();
    const pending = core.platformCall('/parameter', z.unknown(), { signal: controller.signal });
    setImmediate(() => controller.abort());
    expect((await failure(pending)).kind).toBe('cancelled');
  });

  it('untilHeaders: no headers in time is a timeout; a body that streams past the limit is read whole', async () => {
    silent();
    const error = await failure(core.platformFetch('/images/1/a.jpg', { timeoutMs: 50, untilHeaders: true }));
    expect(error).toMatchObject({ kind: 'timeout', status: null });

    // Headers at once, then the body in three parts over about 3 × the limit.
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      let part = 0;
      const next = () => (++part < 3 ? (res.write('x'.repeat(10)), setTimeout(next, 60)) : res.end('y'));
      next();
    };
    const answer = await core.platformFetch('/images/1/b.jpg', { timeoutMs: 50, untilHeaders: true });
    expect(await answer.text()).toBe(`${'x'.repeat(20)}y`);
  });

  it('a connection cut is a network failure, the raw error kept', async () => {
    handler = (req) => req.socket.destroy();
    const error = await failure(core.platformCall('/logged', z.unknown(), { token: 't' }));
    expect(error).toMatchObject({ kind: 'network', status: null });
    expect(error.cause).toBeDefined();
  });
});
