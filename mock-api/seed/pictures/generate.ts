import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { productPictureFiles } from './catalogue';
import { renderSeedPicture } from './render';

/**
 * Renders the sample sites' product pictures into `<cache dir>/seed/<site>/` (by default
 * `.data/image-cache`, IMAGE_CACHE_DIR to change it) and says how long it took. Optional: the image service renders
 * any seeded picture on its first request and keeps it there (mock-api/domain/images/image-service.ts); this
 * warms the cache before a benchmark. Pictures already rendered are kept.
 */
export async function generateSeedPictures(cacheDir: string): Promise<{ rendered: number; bytes: number }> {
  let rendered = 0;
  let bytes = 0;
  for (const { siteId, file } of productPictureFiles()) {
    const target = path.join(cacheDir, 'seed', String(siteId), file);
    const existing = await stat(target).catch(() => null);
    if (existing) continue;
    const picture = await renderSeedPicture(siteId, file);
    if (!picture) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, picture);
    rendered++;
    bytes += picture.length;
  }
  return { rendered, bytes };
}
