import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, type Database } from './db/client';
import {
  DEFAULT_PAYMENT_HOLD_MINUTES,
  HOLD_SWEEP_INTERVAL_MS,
  releaseAllExpiredHolds,
} from './domain/commerce/payment-hold';
import { configFromEnv } from './env';
import type { ApiConfig } from './http/context';
import { seedIfEmpty } from './seed';

export interface StartOptions {
  port?: number;
  /**
   * 127.0.0.1 by default: the API is for this machine's storefront only. The rate limits rely on it: they trust
   * the X-Forwarded-For the storefront's server writes, which only a process of this machine can send.
   */
  hostname?: string;
  databaseUrl?: string;
  dataDir?: string;
  config?: Partial<ApiConfig>;
}

export interface RunningApi {
  url: string;
  port: number;
  database: Database;
  /** The image service's cache dir (variants, drawn seed pictures). */
  imageCacheDir: string;
  close(): Promise<void>;
}

/**
 * Creating a PGlite database (initdb, migrations, seed) grows its WASM memory by hundreds of MB,
 * and WASM memory never shrinks: the creation runs in a short-lived child process (same loader
 * flags, e.g. tsx's), and the API then opens the finished database at its normal size.
 */
function createInChildProcess(dataDir: string): void {
  const script = fileURLToPath(new URL('./prepare.mts', import.meta.url));
  const result = spawnSync(process.execPath, [...process.execArgv, script], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (result.status !== 0)
    throw new Error(`creating the database in ${path.resolve(dataDir)} failed (exit ${result.status})`);
}

/** Opens (and migrates and seeds) the database, then serves the API. */
export async function startApi(options: StartOptions = {}): Promise<RunningApi> {
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? '.data';
  const onDisk = !options.databaseUrl && !dataDir.startsWith('memory://');
  // Read first: a refused setting (ConfigError) stops the start before anything is created.
  const fromEnv = configFromEnv(process.env);
  if (onDisk && !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) createInChildProcess(dataDir);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  try {
    await seedIfEmpty(database.db, { bcryptCost: options.config?.bcryptCost ?? fromEnv.bcryptCost });
  } catch (error) {
    await database.close();
    throw error;
  }
  const port = options.port ?? 4000;
  const hostname = options.hostname ?? '127.0.0.1';
  const config: ApiConfig = {
    uploadDir: path.resolve(
      dataDir.startsWith('memory://') ? path.join('.data', 'test-uploads') : path.join(dataDir, 'uploads'),
    ),
    imageCacheDir: path.resolve(
      process.env.IMAGE_CACHE_DIR ||
        (dataDir.startsWith('memory://') ? path.join('.data', 'test-image-cache') : path.join(dataDir, 'image-cache')),
    ),
    // Set below once the port is known (port 0 picks a free one).
    imageBaseUrl: process.env.IMAGE_BASE_URL ?? '',
    // ENABLE_DEV_OUTBOX, BCRYPT_COST (floor 10), RATE_LIMIT_FACTOR; tests override them in code.
    ...fromEnv,
    now: () => new Date(),
    ...options.config,
  };
  const app = createApp({ database, config });
  // Requests still being handled when the server stops (a client may hang up mid-request) finish
  // before the database closes, instead of failing on a closed pool.
  let inFlight = 0;
  const countInFlight = async (request: Request, env: unknown) => {
    inFlight++;
    try {
      return await app.fetch(request, env);
    } finally {
      inFlight--;
    }
  };
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: countInFlight, port, hostname }, () => resolve(s));
    s.once('error', reject);
  });
  // Issue 14: the stock of card orders never paid comes back on its own (the calls about an order release it too).
  const sweep = setInterval(() => {
    void releaseAllExpiredHolds(
      database.db,
      config.now(),
      config.paymentHoldMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES,
    ).catch((error: unknown) => console.error('[platform-api] releasing expired payment holds failed', error));
  }, HOLD_SWEEP_INTERVAL_MS);
  sweep.unref();
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  if (!config.imageBaseUrl) config.imageBaseUrl = `http://localhost:${actualPort}/images`;
  return {
    url: `http://${hostname}:${actualPort}`,
    port: actualPort,
    database,
    imageCacheDir: config.imageCacheDir,
    close: async () => {
      clearInterval(sweep);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (let waited = 0; inFlight > 0 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      await database.close();
    },
  };
}
