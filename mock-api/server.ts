import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, type Database } from './db/client';
import type { ApiConfig } from './http/context';
import { seedIfEmpty } from './seed';

export interface StartOptions {
  port?: number;
  /** 127.0.0.1 by default: the API is for this machine's storefront. */
  hostname?: string;
  databaseUrl?: string;
  dataDir?: string;
  config?: Partial<ApiConfig>;
}

export interface RunningApi {
  url: string;
  port: number;
  database: Database;
  close(): Promise<void>;
}

/** Opens (and migrates and seeds) the database, then serves the API. */
export async function startApi(options: StartOptions = {}): Promise<RunningApi> {
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? '.data';
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir });
  try {
    await seedIfEmpty(database.db, { bcryptCost: options.config?.bcryptCost });
  } catch (error) {
    await database.close();
    throw error;
  }
  const port = options.port ?? 4000;
  const hostname = options.hostname ?? '127.0.0.1';
  const config: ApiConfig = {
    uploadDir: path.resolve(dataDir.startsWith('memory://') ? path.join('.data', 'test-uploads') : path.join(dataDir, 'uploads')),
    // Set below once the port is known (port 0 picks a free one).
    imageBaseUrl: process.env.IMAGE_BASE_URL ?? '',
    production: process.env.NODE_ENV === 'production',
    bcryptCost: Number(process.env.BCRYPT_COST ?? 10),
    now: () => new Date(),
    ...options.config,
  };
  const app = createApp({ database, config });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  if (!config.imageBaseUrl) config.imageBaseUrl = `http://localhost:${actualPort}/images`;
  return {
    url: `http://${hostname}:${actualPort}`,
    port: actualPort,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
