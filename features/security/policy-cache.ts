/**
 * A small per-site cache for proxy.ts, which runs on every request and must not wait for the platform API
 * each time. A value is fresh for `ttlMs`; after that the stale value is still answered at once while
 * one refresh runs behind it. Only the very first request of a site (or one after a failure) waits, and
 * then at most `timeoutMs`; a failed load answers `fallback` and is retried after `failureTtlMs`.
 */
export interface PolicyCacheOptions<T> {
  load: (siteId: number, signal: AbortSignal) => Promise<T>;
  fallback: T;
  ttlMs: number;
  failureTtlMs: number;
  timeoutMs: number;
  now?: () => number;
}

export function createPolicyCache<T>({
  load,
  fallback,
  ttlMs,
  failureTtlMs,
  timeoutMs,
  now = Date.now,
}: PolicyCacheOptions<T>) {
  const entries = new Map<number, { value: T; expires: number }>();
  const pending = new Map<number, Promise<T>>();

  function refresh(siteId: number): Promise<T> {
    const running = pending.get(siteId);
    if (running) return running;
    const signal = AbortSignal.timeout(timeoutMs);
    const promise = load(siteId, signal)
      .then((value) => {
        entries.set(siteId, { value, expires: now() + ttlMs });
        return value;
      })
      .catch(() => {
        const stale = entries.get(siteId);
        // A site that answered before keeps its last policy; a site never read gets the fallback.
        entries.set(siteId, { value: stale?.value ?? fallback, expires: now() + failureTtlMs });
        return stale?.value ?? fallback;
      })
      .finally(() => pending.delete(siteId));
    pending.set(siteId, promise);
    return promise;
  }

  return {
    async get(siteId: number): Promise<T> {
      const entry = entries.get(siteId);
      if (!entry) return refresh(siteId);
      if (entry.expires <= now()) void refresh(siteId);
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}
