import path from 'node:path';
import { generateSeedPictures } from './seed/pictures/generate';

// `npm run pictures`: renders the sample sites' product pictures into the image service's cache dir
// (IMAGE_CACHE_DIR, `<DATA_DIR>/image-cache` by default) and says how long it took (seed/pictures/generate.ts).
const cacheDir = path.resolve(process.env.IMAGE_CACHE_DIR || path.join(process.env.DATA_DIR || '.data', 'image-cache'));
const started = performance.now();
const { rendered, bytes } = await generateSeedPictures(cacheDir);
console.log(
  `[pictures] ${rendered} pictures (${Math.round(bytes / 1024)} kB) in ${Math.round(performance.now() - started)} ms → ${cacheDir}`,
);
