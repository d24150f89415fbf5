import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args), unstable_cache: vi.fn() }));

const { revalidateRequest } = await import('./revalidate');

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  revalidateRequest(new Request(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers }));

describe('POST /api/revalidate', () => {
  beforeEach(() => revalidateTag.mockClear());
  afterEach(() => vi.unstubAllEnvs());

  it('expires the tags of the named scopes of one site', async () => {
    const response = await post('http://localhost:3000/api/revalidate', { siteId: 2, scopes: ['parameters', 'pages'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { tags: ['site:2:parameters', 'site:2:pages'] }, message: '' });
    expect(revalidateTag.mock.calls).toEqual([
      ['site:2:parameters', 'max'],
      ['site:2:pages', 'max'],
    ]);
  });

  it('expires the whole site when no scope is named', async () => {
    await post('http://localhost:3000/api/revalidate', { siteId: 1 });
    expect(revalidateTag.mock.calls).toEqual([['site:1', 'max']]);
  });

  it('refuses a bad body with a 400 and per-field errors, expiring nothing', async () => {
    for (const body of [{ siteId: 'un' }, { siteId: 1, scopes: ['everything'] }, 'pas du json']) {
      const response = await post('http://localhost:3000/api/revalidate', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).success).toBe(false);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('without REVALIDATE_SECRET, accepts only local calls', async () => {
    const response = await post('https://salon.example.fr/api/revalidate', { siteId: 1 });
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('with REVALIDATE_SECRET, requires it as a bearer token, from anywhere', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret-de-test');
    expect((await post('http://localhost:3000/api/revalidate', { siteId: 1 })).status).toBe(401);
    expect((await post('https://salon.example.fr/api/revalidate', { siteId: 1 }, { authorization: 'Bearer mauvais' })).status).toBe(401);
    expect((await post('https://salon.example.fr/api/revalidate', { siteId: 1 }, { authorization: 'Bearer s3cret-de-test' })).status).toBe(200);
  });
});
