import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
  unstable_cache: vi.fn(),
}));

const { revalidateRequest } = await import('./revalidate');

const SECRET = 'un-secret-de-test-de-32-octets-au-moins';
const BEARER = { authorization: `Bearer ${SECRET}` };

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  revalidateRequest(
    new Request(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers }),
  );

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    revalidateTag.mockClear();
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('expires the tags of the named scopes of one site', async () => {
    const response = await post(
      'http://localhost:3000/api/revalidate',
      { siteId: 2, scopes: ['parameters', 'pages'] },
      BEARER,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: { tags: ['site:2:parameters', 'site:2:pages'] },
      message: '',
    });
    expect(revalidateTag.mock.calls).toEqual([
      ['site:2:parameters', 'max'],
      ['site:2:pages', 'max'],
    ]);
  });

  it('knows the blog’s scope (issue 15: folders and articles are cached under site:N:blog)', async () => {
    const response = await post(
      'http://localhost:3000/api/revalidate',
      { siteId: 1, scopes: ['blog', 'news'] },
      BEARER,
    );
    expect(response.status).toBe(200);
    expect(revalidateTag.mock.calls).toEqual([
      ['site:1:blog', 'max'],
      ['site:1:news', 'max'],
    ]);
  });

  it('expires the whole site when no scope is named', async () => {
    await post('http://localhost:3000/api/revalidate', { siteId: 1 }, BEARER);
    expect(revalidateTag.mock.calls).toEqual([['site:1', 'max']]);
  });

  it('refuses a bad body with a 400 and per-field errors, expiring nothing', async () => {
    for (const body of [{ siteId: 'un' }, { siteId: 1, scopes: ['everything'] }, 'pas du json']) {
      const response = await post('http://localhost:3000/api/revalidate', body, BEARER);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).success).toBe(false);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  // Issue 12 §3: `request.url` is localhost under `next start` whoever calls, so "local calls only" was open to all.
  it('without REVALIDATE_SECRET, refuses every call, local ones too', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    for (const url of [
      'http://localhost:3000/api/revalidate',
      'http://127.0.0.1:3000/api/revalidate',
      'http://vins.localhost:3000/api/revalidate',
    ]) {
      for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer undefined' }] as Record<
        string,
        string
      >[]) {
        const response = await post(url, { siteId: 1 }, headers);
        expect(response.status, url).toBe(401);
        expect(await response.json()).toEqual({ success: false, data: null, message: expect.any(String) });
      }
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('with a secret shorter than 32 bytes (the old `change-me`), refuses it even when sent', async () => {
    for (const short of ['change-me', 'a'.repeat(31)]) {
      vi.stubEnv('REVALIDATE_SECRET', short);
      expect(
        (await post('http://localhost:3000/api/revalidate', { siteId: 1 }, { authorization: `Bearer ${short}` }))
          .status,
        short,
      ).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('requires the secret as a bearer token, from anywhere', async () => {
    expect((await post('http://localhost:3000/api/revalidate', { siteId: 1 })).status).toBe(401);
    for (const authorization of [
      'Bearer mauvais',
      `Bearer ${SECRET}x`,
      `Bearer ${SECRET.slice(0, -1)}`,
      SECRET,
      `Basic ${SECRET}`,
    ]) {
      expect(
        (await post('https://salon.example.fr/api/revalidate', { siteId: 1 }, { authorization })).status,
        authorization,
      ).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
    expect((await post('https://salon.example.fr/api/revalidate', { siteId: 1 }, BEARER)).status).toBe(200);
    expect(
      (await post('https://salon.example.fr/api/revalidate', { siteId: 1 }, { authorization: `bearer  ${SECRET}` }))
        .status,
    ).toBe(200);
  });
});
