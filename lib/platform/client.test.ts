import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient, listParams, platformRequest, PlatformError, toMultipart } from './client';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createPlatformClient({ baseURL: BASE, siteId: 2, token: 'secret-token-123456', locale: 'fr_FR' });

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error('the call should have failed');
}

describe('the platform client (spec §7, §8)', () => {
  it('sends userLang, idSite and Authorization, and unwraps the envelope', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/parameter`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, data: [{ id: 1 }], message: '' });
      }),
    );
    await expect(platformRequest(client, { url: '/parameter' })).resolves.toEqual([{ id: 1 }]);
    expect(seen?.get('userLang')).toBe('fr_FR');
    expect(seen?.get('idSite')).toBe('2');
    expect(seen?.get('Authorization')).toBe('Bearer secret-token-123456');
  });

  it('rejects with the server message when success is false, even on a 200', async () => {
    server.use(
      http.get(`${BASE}/cart/x`, () =>
        HttpResponse.json({ success: false, data: null, message: 'Panier introuvable.' }),
      ),
    );
    const error = await failure(platformRequest(client, { url: '/cart/x' }));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe('Panier introuvable.');
    expect(error.status).toBe(200);
  });

  it('rejects an HTTP error with the response message and keeps per-field errors', async () => {
    server.use(
      http.post(`${BASE}/register`, () =>
        HttpResponse.json(
          { success: false, data: { errors: { email: 'Adresse déjà utilisée.' } }, message: 'Données invalides.' },
          { status: 409 },
        ),
      ),
    );
    const error = await failure(platformRequest(client, { url: '/register', method: 'post', data: {} }));
    expect(error).toMatchObject({ kind: 'refused', status: 409, message: 'Données invalides.' });
    expect(error.fieldErrors).toEqual({ email: 'Adresse déjà utilisée.' });
  });

  it('keeps the status of an HTTP error that is not an envelope', async () => {
    server.use(http.get(`${BASE}/page/x`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const error = await failure(platformRequest(client, { url: '/page/x' }));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
  });

  it('keeps a short cause when there is no response (network failure): the call and the code, not axios internals', async () => {
    server.use(http.get(`${BASE}/logged`, () => HttpResponse.error()));
    const error = await failure(platformRequest(client, { url: '/logged' }));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    const cause = error.cause as Error & { code?: string };
    expect(cause.message).toMatch(/^GET \/logged: /);
    expect(Object.keys(cause)).toEqual(['code']); // no config, request or response to dump in the logs
  });

  it('marks a cancelled request as cancelled, not failed (spec §8 loading bar)', async () => {
    server.use(http.get(`${BASE}/news`, async () => new Promise(() => {})));
    const controller = new AbortController();
    const pending = platformRequest(client, { url: '/news', signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('cancelled');
  });
});

describe('list parameters and uploads (spec §7)', () => {
  it('skips empty filter values and keeps prefixes', () => {
    expect(
      listParams({ nbItem: 10, page: 1, name: 'lk:rouge', kind: '', tags: null, orderBy: undefined, year: 0 }),
    ).toEqual({
      nbItem: '10',
      page: '1',
      name: 'lk:rouge',
      year: '0',
    });
  });

  it('JSON-encodes object values and puts files under image or images', () => {
    const one = new Blob(['a'], { type: 'image/png' });
    const two = new Blob(['b'], { type: 'image/png' });
    const form = toMultipart(
      { answers: { name: 'Léa' }, consent: true, skipped: undefined },
      { image: one, images: [one, two] },
    );
    expect(form.get('answers')).toBe('{"name":"Léa"}');
    expect(form.get('consent')).toBe('true');
    expect(form.has('skipped')).toBe(false);
    expect(form.getAll('image')).toHaveLength(1);
    expect(form.getAll('images')).toHaveLength(2);
  });
});
