import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common type of the PGlite and node-postgres drizzle databases: code never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: what data-access helpers take. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… runs on PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database, takes the PGlite folder's lock, and applies pending migrations. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? '.data';
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : takeLock(dataDir);
  try {
    const client = new PGlite({
      ...(inMemory ? {} : { dataDir: path.join(dataDir, 'pglite') }),
      startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS],
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite's WASM memory grows but never shrinks, so PostgreSQL's default 128 MB of shared buffers
 * would stay resident. The sample data is a few MB: small buffers keep the API's RSS low.
 */
const SMALL_BUFFERS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=2MB',
];

export class DatabaseLockedError extends Error {}

/**
 * PGlite has no file lock of its own: two processes on one folder would corrupt it.
 * Exactly one API process may own the folder; a stale lock (dead pid) is taken over.
 */
const heldLocks = new Set<string>();

function takeLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, 'api.lock');
  if (heldLocks.has(lockPath)) {
    throw new DatabaseLockedError(`This process already has ${path.resolve(dataDir)} open: close it first.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldLocks.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `Another platform API process (pid ${pid}) already owns ${path.resolve(dataDir)}. ` +
            `Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not take the lock on ${path.resolve(dataDir)}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
