import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sample sites' own media shipped with the seed (as the image service of mock-api/app.ts serves them). */
const SEED_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'seed', 'media');

/** An SVG larger than this is not an icon or a logo: refuse rather than send megabytes of text. */
export const MAX_SVG_BYTES = 1024 * 1024;

/**
 * Where an SVG URL of the site's own image service lives on disk, or null when the URL is anything
 * else: another host, another site's folder, a path trick, or not an `.svg`. Accepts the full URL
 * (`<imageBaseUrl>/<siteId>/<file>.svg`) or its path alone (`/images/<siteId>/<file>.svg`).
 * Nothing is ever fetched over the network.
 */
export function localSvgPath(
  url: string,
  options: { imageBaseUrl: string; uploadDir: string; siteId: number },
): string | null {
  const base = new URL(options.imageBaseUrl);
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || target.search || target.username || target.password) return null;
  const prefix = `${base.pathname.replace(/\/+$/, '')}/`;
  if (!target.pathname.startsWith(prefix)) return null;
  const rest = target.pathname.slice(prefix.length);
  const match = /^(\d+)\/([\w-]+\.svg)$/i.exec(rest);
  if (!match || Number(match[1]) !== options.siteId) return null;
  return path.join(options.uploadDir, String(options.siteId), match[2]!);
}

/** The SVG text of a local file, or null when it is missing, too large or not an SVG document. */
export async function readLocalSvg(file: string): Promise<string | null> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_SVG_BYTES) return null;
    const text = await readFile(file, 'utf8');
    return /<svg[\s>]/i.test(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * The SVG text of a file of the site: an upload first, else the seed's own media of that name (the sample
 * sites' icons), the same order as the image service. `file` comes from localSvgPath.
 */
export async function readSiteSvg(file: string, uploadDir: string): Promise<string | null> {
  const relative = path.relative(uploadDir, file);
  return (await readLocalSvg(file)) ?? (await readLocalSvg(path.join(SEED_MEDIA_DIR, relative)));
}
