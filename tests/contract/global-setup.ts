import type { TestProject } from 'vitest/node';
import { startApi, type RunningApi } from '../../mock-api/server';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    databaseKind: 'pglite' | 'postgres';
  }
}

let api: RunningApi | undefined;

/**
 * Starts the real platform API once for the contract tests: a fresh in-memory PGlite,
 * or the PostgreSQL database of TEST_DATABASE_URL (scripts/with-postgres.ts makes a throwaway one).
 */
export async function setup(project: TestProject) {
  api = await startApi({
    port: 0,
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    dataDir: 'memory://',
    // The outbox on (tests follow reset links); every anti-automation limit 1000 times higher, since all the
    // files send from 127.0.0.1 (the limits themselves are proven by mock-api/security/*.contract.test.ts).
    config: { bcryptCost: 4, devOutbox: true, rateLimitFactor: 1000, validateResponses: true },
  });
  project.provide('apiUrl', api.url);
  project.provide('databaseKind', api.database.kind);
  console.log(`[contract] platform API on ${api.url} (${api.database.kind})`);
}

export async function teardown() {
  await api?.close();
}
