import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DatabaseLockedError, openDatabase } from './db/client';
import { seedIfEmpty } from './seed';

// `npm run api:reset`: drops the local API's data and seeds it again.
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? '.data';

async function reset() {
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    await database.db.execute(
      sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;`,
    );
    await database.close();
  } else {
    // Refuses while an API process owns the folder (its lock), then removes the database files.
    const probe = await openDatabase({ dataDir });
    await probe.close();
    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await seedIfEmpty(database.db);
  await database.close();
  console.log(`[platform-api] database reset and seeded (${database.kind}).`);
}

try {
  await reset();
} catch (error) {
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(`[platform-api] ${error.message}`);
  process.exit(1);
}
