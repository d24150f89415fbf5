import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';

/**
 * Next's incremental cache (`cacheHandler` in next.config.ts: ISR pages and `unstable_cache` reads, with their tags)
 * shared by every storefront instance through one Redis (issue 18). next.config.ts names this file only when
 * `REDIS_URL` is set; without it Next keeps its own default cache, exactly as before.
 *
 * The shared store is @trieb.work/nextjs-turbo-redis-cache (docs/ARCHITECTURE.md « Production: cluster » says why);
 * this file adds what it lacks for us:
 * - a local fallback: while Redis is unreachable, reads and writes go to Next's own cache of this process (the one
 *   Next uses without a handler), logged once per change of state; pages keep answering, never a 500;
 * - every write also goes to that local cache (a warm standby), and every tag expiry too;
 * - tags expired while Redis was away are expired in Redis when it is back (else its old entries would return);
 * - the entry's cache lifetime (`cacheControl`) travels with it, so an instance that did not render a page still
 *   sends its `s-maxage` (the package stores only the value, and Next would then treat the page as 1 s old).
 */

/** What Next passes to the handler's constructor (next/dist/server/lib/incremental-cache CacheHandlerContext). */
export interface HandlerContext {
  serverDistDir?: string;
  [key: string]: unknown;
}
/** A stored entry as Next reads it back. */
export interface StoredEntry {
  lastModified?: number;
  value: unknown;
  cacheControl?: unknown;
  [key: string]: unknown;
}
/** The incremental cache handler's methods, as Next calls them. */
export interface IncrementalHandler {
  get(key: string, ctx: unknown): Promise<StoredEntry | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  resetRequestCache?(): void;
}

/** Where the cache lifetime rides inside a stored value (removed again on read). */
const LIFETIME_FIELD = '__storefrontCacheControl';
/** A write to Redis that takes longer than this is given up (the local copy is written anyway). */
export const SHARED_WRITE_TIMEOUT_MS = 1_000;
/** After a failed call, the shared store is left alone this long even when its client says it is connected. */
export const RETRY_AFTER_FAILURE_MS = 2_000;

type Log = (line: string) => void;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The shared store in front of a local one. Pure logic (the stores and the health check are given), so the unit
 * test drives it with fakes: `shared-cache-handler.test.ts`.
 */
export class SharedWithLocalFallback implements IncrementalHandler {
  private usingShared = true;
  /** No call to the shared store before this time (set by a failure). */
  private retryAt = 0;
  /** Tags expired while the shared store was away: expired there as soon as it answers again. */
  private readonly pendingTags = new Set<string>();

  constructor(
    private readonly shared: IncrementalHandler,
    private readonly local: IncrementalHandler,
    private readonly sharedIsUp: () => boolean,
    private readonly log: Log = (line) => console.warn(line),
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether to use the shared store now; logs each change of state once. */
  private async sharedAvailable(): Promise<boolean> {
    const up = this.now() >= this.retryAt && this.sharedIsUp();
    if (up !== this.usingShared) {
      this.usingShared = up;
      this.log(
        up
          ? '[cache] Redis answers again: back on the shared cache'
          : "[cache] Redis is unreachable: serving from this instance's local cache until it is back",
      );
    }
    if (up && this.pendingTags.size > 0) {
      const tags = [...this.pendingTags];
      this.pendingTags.clear();
      try {
        await this.shared.revalidateTag(tags);
      } catch (error) {
        for (const tag of tags) this.pendingTags.add(tag);
        this.fail('expiring the tags missed while it was away', error);
        return false;
      }
    }
    return up;
  }

  private fail(what: string, error: unknown) {
    this.retryAt = this.now() + RETRY_AFTER_FAILURE_MS;
    if (this.usingShared) {
      this.usingShared = false;
      this.log(`[cache] Redis failed (${what}: ${describe(error)}): serving from this instance's local cache`);
    }
  }

  async get(key: string, ctx: unknown): Promise<StoredEntry | null> {
    if (await this.sharedAvailable()) {
      try {
        const entry = await this.shared.get(key, ctx);
        return entry ? unwrapLifetime(entry) : null;
      } catch (error) {
        this.fail('read', error);
      }
    }
    return this.local.get(key, ctx);
  }

  async set(key: string, data: unknown, ctx: unknown): Promise<void> {
    await this.local.set(key, data, ctx);
    if (!(await this.sharedAvailable())) return;
    try {
      await withTimeout(this.shared.set(key, wrapLifetime(data, ctx), ctx), SHARED_WRITE_TIMEOUT_MS, 'a write');
    } catch (error) {
      this.fail('write', error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: unknown): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    await this.local.revalidateTag(list, durations);
    if (!(await this.sharedAvailable())) {
      for (const tag of list) this.pendingTags.add(tag);
      return;
    }
    try {
      await withTimeout(this.shared.revalidateTag(list, durations), SHARED_WRITE_TIMEOUT_MS, 'a tag expiry');
    } catch (error) {
      for (const tag of list) this.pendingTags.add(tag);
      this.fail('tag expiry', error);
    }
  }

  resetRequestCache(): void {
    this.local.resetRequestCache?.();
    this.shared.resetRequestCache?.();
  }
}

/** The page's cache lifetime, stored inside the value (a copy: Next's own object is left alone). */
export function wrapLifetime(data: unknown, ctx: unknown): unknown {
  const cacheControl = (ctx as { cacheControl?: unknown } | null)?.cacheControl;
  if (!cacheControl || !data || typeof data !== 'object') return data;
  return { ...(data as Record<string, unknown>), [LIFETIME_FIELD]: cacheControl };
}

export function unwrapLifetime(entry: StoredEntry): StoredEntry {
  const value = entry.value as Record<string, unknown> | null;
  if (!value || typeof value !== 'object' || !(LIFETIME_FIELD in value)) return entry;
  const { [LIFETIME_FIELD]: cacheControl, ...rest } = value;
  return { ...entry, value: rest, cacheControl };
}

// ---- The handler Next loads -------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
/** Next's own cache (memory + .next/server/app): the same module Next uses, so its tag manifest is shared too. */
const FileSystemCache = (
  require('next/dist/server/lib/incremental-cache/file-system-cache') as {
    default: new (ctx: HandlerContext) => IncrementalHandler;
  }
).default;

function buildId(ctx: HandlerContext): string {
  const candidates = [
    ctx.serverDistDir ? path.join(ctx.serverDistDir, '..', 'BUILD_ID') : null,
    path.join(process.cwd(), '.next', 'BUILD_ID'),
  ];
  for (const file of candidates) {
    if (!file) continue;
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      // next candidate
    }
  }
  return 'unknown-build';
}

let instance: SharedWithLocalFallback | null = null;

function create(ctx: HandlerContext): SharedWithLocalFallback {
  const local = new FileSystemCache(ctx);
  const url = process.env.REDIS_URL;
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  if (!url || building) {
    // Never reached through next.config.ts without REDIS_URL; a build never needs Redis.
    return new SharedWithLocalFallback(
      local,
      local,
      () => false,
      () => {},
    );
  }
  const redis = new RedisStringsHandler({
    redisUrl: url,
    database: 0,
    // One build's entries never mix with another's (a deploy starts on an empty cache of its own).
    keyPrefix: `storefront:${buildId(ctx)}:`,
    getTimeoutMs: 500,
    // Concurrent reads of one key still share one Redis GET, but no answer is kept in this process afterwards. The
    // package's default keeps it 10 s and learns of another instance's tag expiry by pub/sub, which can arrive after
    // the next request: `POST /api/revalidate` on B answered 200 while A served the expired page (a CI failure).
    // Without the copy, B's expiry (awaited before its 200) is what A reads next.
    inMemoryCachingTime: 0,
    socketOptions: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000),
    },
  });
  // The package keeps its client private; its readiness is the one signal that does not wait. While it is not ready
  // nothing is sent to it (commands would wait in the client's offline queue; its own offline mode breaks the
  // package's start, which sends commands before the connection is up).
  const client = (redis as unknown as { client: { isReady: boolean } }).client;
  let mapsReady = false;
  const maps = redis as unknown as Record<'sharedTagsMap' | 'revalidatedTagsMap', { waitUntilReady(): Promise<void> }>;
  void Promise.all([maps.sharedTagsMap.waitUntilReady(), maps.revalidatedTagsMap.waitUntilReady()]).then(() => {
    mapsReady = true;
  });
  console.log(`[cache] shared incremental cache on Redis (${new URL(url).host}), local fallback on`);
  return new SharedWithLocalFallback(redis as unknown as IncrementalHandler, local, () => mapsReady && client.isReady);
}

/** The class Next instantiates (once per incremental cache, i.e. per request): all share one store. */
export default class SharedCacheHandler implements IncrementalHandler {
  private readonly store: SharedWithLocalFallback;
  constructor(ctx: HandlerContext) {
    instance ??= create(ctx);
    this.store = instance;
  }
  get(key: string, ctx: unknown) {
    return this.store.get(key, ctx);
  }
  set(key: string, data: unknown, ctx: unknown) {
    return this.store.set(key, data, ctx);
  }
  revalidateTag(tags: string | string[], durations?: unknown) {
    return this.store.revalidateTag(tags, durations);
  }
  resetRequestCache() {
    this.store.resetRequestCache();
  }
}
