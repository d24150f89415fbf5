import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed';

// Creates, migrates and seeds the PGlite database of DATA_DIR, then exits. startApi runs it in a child
// process on first start: creating a database leaves hundreds of MB of WASM memory behind, which a
// long-running API should not carry.
const dataDir = process.env.DATA_DIR ?? '.data';
const started = Date.now();
const database = await openDatabase({ dataDir });
const seeded = await seedIfEmpty(database.db);
await database.close();
console.log(
  `[platform-api] database ${seeded ? 'created and seeded' : 'ready'} in ${Date.now() - started} ms (${dataDir})`,
);
