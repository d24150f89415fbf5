import { DatabaseLockedError } from './db/client';
import { ConfigError } from './env';
import { startApi } from './server';
import { generateSeedPictures } from './seed/pictures/generate';

// `npm run api`: the local platform API alone, on API_PORT (4000).
const port = Number(process.env.API_PORT ?? 4000);
const started = Date.now();
try {
  const api = await startApi({ port, databaseUrl: process.env.DATABASE_URL || undefined });
  console.log(
    `[platform-api] ${api.url} ready in ${Date.now() - started} ms (${api.database.kind}) — reference: ${api.url}/docs`,
  );
  // The sample sites' product pictures, drawn once into the image cache after the start (the others are drawn
  // on their first request): a few seconds the first time, nothing afterwards.
  void generateSeedPictures(api.imageCacheDir).then(
    ({ rendered }) => rendered > 0 && console.log(`[platform-api] ${rendered} sample pictures drawn`),
    (error: unknown) => console.warn(`[platform-api] sample pictures not drawn: ${String(error)}`),
  );
  const stop = async () => {
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof DatabaseLockedError || error instanceof ConfigError) {
    console.error(`[platform-api] ${error.message}`);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `[platform-api] port ${port} is already in use: is the API already running? (set API_PORT to change it)`,
    );
    process.exit(1);
  }
  throw error;
}
