import { describe, expect, it, vi } from 'vitest';
import { SharedWithLocalFallback, unwrapLifetime, wrapLifetime, type IncrementalHandler } from './shared-cache-handler';

vi.mock('@trieb.work/nextjs-turbo-redis-cache', () => ({ RedisStringsHandler: class {} }));

/** A store in a Map; `broken` makes every call throw, as a Redis client does once the server is gone. */
function fakeStore() {
  const entries = new Map<string, unknown>();
  const expired: string[] = [];
  const store = {
    broken: false,
    entries,
    expired,
    get: vi.fn(async (key: string) => {
      if (store.broken) throw new Error('connection refused');
      return entries.has(key) ? { lastModified: 1, value: entries.get(key) } : null;
    }),
    set: vi.fn(async (key: string, data: unknown) => {
      if (store.broken) throw new Error('connection refused');
      entries.set(key, data);
    }),
    revalidateTag: vi.fn(async (tags: string | string[]) => {
      if (store.broken) throw new Error('connection refused');
      expired.push(...[tags].flat());
    }),
  };
  return store satisfies IncrementalHandler & { broken: boolean };
}

const page = { kind: 'APP_PAGE', html: '<p>salon</p>' };
const ctx = { cacheControl: { revalidate: 300, expire: 31_536_000 } };

describe('SharedWithLocalFallback', () => {
  it('reads and writes the shared store while it is up, and keeps a local copy of every write', async () => {
    const shared = fakeStore();
    const local = fakeStore();
    const cache = new SharedWithLocalFallback(
      shared,
      local,
      () => true,
      () => {},
    );
    await cache.set('/site/1', page, ctx);
    expect(local.entries.get('/site/1')).toEqual(page);
    expect(await cache.get('/site/1', {})).toEqual({ lastModified: 1, value: page, cacheControl: ctx.cacheControl });
    expect(local.get).not.toHaveBeenCalled();
  });

  it('falls back to the local store when the shared one fails, logs it once, and never throws', async () => {
    const shared = fakeStore();
    const local = fakeStore();
    const log = vi.fn();
    let now = 1_000;
    const cache = new SharedWithLocalFallback(
      shared,
      local,
      () => true,
      log,
      () => now,
    );
    await cache.set('/site/1', page, ctx);
    shared.broken = true;
    await expect(cache.get('/site/1', {})).resolves.toMatchObject({ value: page });
    await expect(cache.set('/site/2', page, ctx)).resolves.toBeUndefined();
    await expect(cache.get('/site/2', {})).resolves.toMatchObject({ value: page });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/Redis failed/);
    // Its client may still say « connected »: it is tried again only after a pause, then used once it answers.
    shared.broken = false;
    await cache.get('/site/1', {});
    expect(shared.get).toHaveBeenCalledTimes(1);
    now += 2_000;
    await expect(cache.get('/site/1', {})).resolves.toMatchObject({ value: page });
    expect(shared.get).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/answers again/));
  });

  it('uses the local store while the health check says the shared one is down, and says when it is back', async () => {
    const shared = fakeStore();
    const local = fakeStore();
    const log = vi.fn();
    let up = false;
    const cache = new SharedWithLocalFallback(shared, local, () => up, log);
    await cache.set('/site/1', page, ctx);
    expect(shared.set).not.toHaveBeenCalled();
    await expect(cache.get('/site/1', {})).resolves.toMatchObject({ value: page });
    up = true;
    await cache.get('/site/1', {});
    expect(shared.get).toHaveBeenCalledTimes(1);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/unreachable/),
      expect.stringMatching(/answers again/),
    ]);
  });

  it('expires a tag in both stores, and in the shared one later when it was away', async () => {
    const shared = fakeStore();
    const local = fakeStore();
    let up = true;
    const cache = new SharedWithLocalFallback(
      shared,
      local,
      () => up,
      () => {},
    );
    await cache.revalidateTag('site:1:pages');
    expect(shared.expired).toEqual(['site:1:pages']);
    expect(local.expired).toEqual(['site:1:pages']);
    up = false;
    await cache.revalidateTag(['site:2']);
    expect(shared.expired).toEqual(['site:1:pages']);
    expect(local.expired).toEqual(['site:1:pages', 'site:2']);
    up = true;
    await cache.get('/site/2', {});
    expect(shared.expired).toEqual(['site:1:pages', 'site:2']);
  });

  it('keeps a failed tag expiry for the next time the shared store answers', async () => {
    const shared = fakeStore();
    const local = fakeStore();
    let now = 0;
    const cache = new SharedWithLocalFallback(
      shared,
      local,
      () => true,
      () => {},
      () => now,
    );
    shared.broken = true;
    await expect(cache.revalidateTag('site:1')).resolves.toBeUndefined();
    shared.broken = false;
    now += 2_000;
    await cache.get('/site/1', {});
    expect(shared.expired).toEqual(['site:1']);
  });
});

describe('the cache lifetime travels with the entry', () => {
  it('is stored inside the value and given back beside it, leaving the original value alone', () => {
    const stored = wrapLifetime(page, ctx);
    expect(page).not.toHaveProperty('__storefrontCacheControl');
    expect(unwrapLifetime({ lastModified: 5, value: stored })).toEqual({
      lastModified: 5,
      value: page,
      cacheControl: ctx.cacheControl,
    });
  });

  it('leaves values without a lifetime (data reads) as they are', () => {
    const data = { kind: 'FETCH', data: { body: '{}' } };
    expect(wrapLifetime(data, { tags: ['site:1'] })).toBe(data);
    expect(unwrapLifetime({ lastModified: 5, value: data })).toEqual({ lastModified: 5, value: data });
  });
});
