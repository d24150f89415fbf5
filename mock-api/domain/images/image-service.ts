import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { t } from '../../i18n';
import { placeholderSvg } from '../placeholder-image';
import { renderSeedPicture } from '../../seed/pictures/render';
import { negotiateFormat, parseTransform, type OutputFormat, type Transform } from './transform';

/**
 * The local image service (spec §7 image service): `/images/<site>/<file>?tr=w-…,h-…,q-…,f-…`.
 * A file is an upload (`<uploadDir>/<site>/`), else the sample sites' media shipped with the seed, else a seeded
 * picture drawn from the seed data (seed/pictures, rendered once into the cache dir), else — for a picture name
 * nothing knows — a neutral SVG placeholder. Raster pictures honour `tr` and are answered in AVIF or WebP when the
 * browser's `Accept` takes them (`Vary: Accept`); each variant is made once with sharp and kept on disk
 * (`<cacheDir>/variants/`), at most MAX_VARIANTS per process so that walking every width cannot fill the disk.
 */

export interface ImageDirs {
  uploadDir: string;
  seedMediaDir: string;
  /** The variants and the rendered seed pictures (a cache: deleting it is safe). */
  cacheDir: string;
}

export interface ImageAnswer {
  status: number;
  body: Uint8Array | string;
  headers: Record<string, string>;
}

const FILE_NAME = /^[\w-]+\.(svg|jpe?g|png|webp|mp4|m4v|mov|avi|wmv|flv|pdf)$/i;
const RASTER = /\.(jpe?g|png|webp)$/i;
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};
/** An uploaded SVG (or anything else) must never run script in the API's origin. */
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Variants written to disk per process; past it, variants are still made but not kept. */
export const MAX_VARIANTS = 20_000;
let variantsWritten = 0;
const inFlight = new Map<string, Promise<Buffer>>();

const notFound = (): ImageAnswer => ({
  status: 404,
  body: JSON.stringify({ success: false, data: null, message: t('errors.routeNotFound') }),
  headers: { 'content-type': 'application/json; charset=utf-8' },
});
const badRequest = (message: string): ImageAnswer => ({
  status: 400,
  body: JSON.stringify({ success: false, data: null, message }),
  headers: { 'content-type': 'application/json; charset=utf-8' },
});

const sourceFormat = (ext: string): OutputFormat => (ext === 'png' ? 'png' : ext === 'webp' ? 'webp' : 'jpeg');

/** Writes a file whole or not at all (a reader never sees half a picture). */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** The stored or seeded bytes of `<site>/<file>`, null when there are none. */
async function sourceOf(dirs: ImageDirs, siteId: string, file: string): Promise<Buffer | null> {
  for (const dir of [dirs.uploadDir, dirs.seedMediaDir]) {
    const content = await readFile(path.join(dir, siteId, file)).catch(() => null);
    if (content) return content;
  }
  const rendered = path.join(dirs.cacheDir, 'seed', siteId, file);
  const cached = await readFile(rendered).catch(() => null);
  if (cached) return cached;
  // Any picture name can be asked for: past MAX_DRAWN drawings in the cache dir, unknown names get the placeholder.
  if ((await drawnCount(dirs.cacheDir)) >= MAX_DRAWN) return null;
  return once(`seed:${siteId}/${file}`, async () => {
    const picture = await renderSeedPicture(Number(siteId), file);
    if (!picture) throw new Error('no seed picture');
    drawn!.count++;
    await writeAtomically(rendered, picture);
    return picture;
  }).catch(() => null);
}

/** The drawn seed pictures kept on disk: the sample sites use about 120; beyond this, nothing more is drawn. */
export const MAX_DRAWN = 400;
let drawn: { dir: string; count: number } | null = null;
async function drawnCount(cacheDir: string): Promise<number> {
  if (drawn?.dir !== cacheDir) {
    const sites = await readdir(path.join(cacheDir, 'seed')).catch(() => []);
    const counts = await Promise.all(
      sites.map((site) =>
        readdir(path.join(cacheDir, 'seed', site)).then(
          (files) => files.length,
          () => 0,
        ),
      ),
    );
    drawn = { dir: cacheDir, count: counts.reduce((a, b) => a + b, 0) };
  }
  return drawn.count;
}

/** Runs `make` once for concurrent requests of the same key. */
function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const running = inFlight.get(key);
  if (running) return running;
  const promise = make().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/** The picture fitted inside the asked box (never enlarged), in `format`. */
export async function makeVariant(source: Buffer, transform: Transform, format: OutputFormat): Promise<Buffer> {
  const quality = transform.quality ?? (format === 'avif' ? 55 : 78);
  let image = sharp(source, { limitInputPixels: 40_000_000 }).rotate();
  if (transform.width || transform.height) {
    image = image.resize({
      width: transform.width,
      height: transform.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  switch (format) {
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}

/** Answers `GET /images/<siteId>/<file>?tr=…` with `Accept`. */
export async function serveImage(
  dirs: ImageDirs,
  request: { siteId: string; file: string; tr: string | undefined; accept: string | null },
): Promise<ImageAnswer> {
  const { siteId, file } = request;
  if (!/^\d{1,9}$/.test(siteId) || !FILE_NAME.test(file)) return notFound();
  const parsed = parseTransform(request.tr);
  if (!parsed.ok) return badRequest(parsed.message);
  const ext = file.split('.').pop()!.toLowerCase();
  const source = await sourceOf(dirs, siteId, file);
  if (!source) {
    // A picture name nothing knows (an SVG seed without a file): the neutral placeholder, briefly cached.
    if (/\.(svg|jpe?g|png|webp)$/i.test(file)) {
      return {
        status: 200,
        body: placeholderSvg(file),
        headers: {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=300',
          'x-placeholder': 'true',
          'content-security-policy': SANDBOX,
        },
      };
    }
    return notFound();
  }
  const headers = { 'cache-control': IMMUTABLE, 'content-security-policy': SANDBOX };
  // SVG stays vector, documents and videos as they are: `tr` asks nothing of them.
  if (!RASTER.test(file)) {
    return {
      status: 200,
      body: source,
      headers: { ...headers, 'content-type': TYPES[ext] ?? 'application/octet-stream' },
    };
  }
  const { transform } = parsed;
  const original = sourceFormat(ext);
  const format = negotiateFormat(transform, request.accept, original);
  // The answer depends on Accept unless `f-…` fixed the format.
  const vary: Record<string, string> = transform.format ? {} : { vary: 'Accept' };
  if (format === original && !transform.width && !transform.height && !transform.quality) {
    return { status: 200, body: source, headers: { ...headers, ...vary, 'content-type': TYPES[ext]! } };
  }
  const name = `w${transform.width ?? 0}-h${transform.height ?? 0}-q${transform.quality ?? 0}.${format}`;
  const cached = path.join(dirs.cacheDir, 'variants', siteId, file, name);
  try {
    const body =
      (await readFile(cached).catch(() => null)) ??
      (await once(cached, async () => {
        const variant = await makeVariant(source, transform, format);
        if (variantsWritten < MAX_VARIANTS) {
          variantsWritten++;
          await writeAtomically(cached, variant);
        }
        return variant;
      }));
    return { status: 200, body, headers: { ...headers, ...vary, 'content-type': TYPES[format]! } };
  } catch {
    // A stored file sharp cannot read (a corrupt or mislabelled upload): the client's request is fine, the file is not.
    return { ...badRequest(t('images.unreadable')), status: 422 };
  }
}
