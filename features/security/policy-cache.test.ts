import { describe, expect, it, vi } from 'vitest';
import { createPolicyCache } from './policy-cache';

function setup(load: (siteId: number) => Promise<string>) {
  let time = 0;
  const loader = vi.fn((siteId: number) => load(siteId));
  const cache = createPolicyCache({
    load: loader,
    fallback: 'base',
    ttlMs: 60_000,
    failureTtlMs: 5_000,
    timeoutMs: 1_000,
    now: () => time,
  });
  return { cache, loader, advance: (ms: number) => (time += ms) };
}

describe('the per-site policy cache of proxy.ts (no API call per request)', () => {
  it('reads a site once, then answers from memory while fresh', async () => {
    const { cache, loader } = setup(async (id) => `policy ${id}`);
    const answers = await Promise.all([cache.get(2), cache.get(2), cache.get(1)]);
    expect(answers).toEqual(['policy 2', 'policy 2', 'policy 1']);
    expect(await cache.get(2)).toBe('policy 2');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('after the TTL, answers the stale policy at once and refreshes it behind', async () => {
    let version = 1;
    const { cache, loader, advance } = setup(async () => `v${version}`);
    expect(await cache.get(2)).toBe('v1');
    version = 2;
    advance(60_001);
    expect(await cache.get(2)).toBe('v1');
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await cache.get(2)).toBe('v2');
  });

  it('answers the fallback when the API cannot be read, and retries after the failure TTL', async () => {
    let fail = true;
    const { cache, loader, advance } = setup(async () => {
      if (fail) throw new Error('down');
      return 'site';
    });
    expect(await cache.get(2)).toBe('base');
    expect(await cache.get(2)).toBe('base');
    expect(loader).toHaveBeenCalledTimes(1);
    fail = false;
    advance(5_001);
    await cache.get(2);
    await vi.waitFor(async () => expect(await cache.get(2)).toBe('site'));
  });

  it('keeps the last good policy of a site when a refresh fails', async () => {
    let fail = false;
    const { cache, advance } = setup(async () => {
      if (fail) throw new Error('down');
      return 'site';
    });
    await cache.get(2);
    fail = true;
    advance(60_001);
    await cache.get(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get(2)).toBe('site');
  });
});
