import { slugPathSchema } from '../../../lib/platform/schemas/site';

/**
 * The slug path of GET /page/{slug}: one parameter ("femme%2Fbalayage", decoded by the router)
 * or several segments ("/page/femme/balayage"). Leading, trailing and doubled slashes are
 * ignored; null when the result is not a valid slug path (the caller answers 404).
 */
export function normalizeSlugPath(segments: readonly (string | undefined)[]): string | null {
  const joined = segments
    .filter((s): s is string => typeof s === 'string')
    .join('/')
    .split('/')
    .filter((s) => s.length > 0)
    .join('/');
  return slugPathSchema.safeParse(joined).success ? joined : null;
}

/** The parent path of a slug path ("femme/balayage" → "femme"), null at the root. */
export function parentPath(path: string): string | null {
  const at = path.lastIndexOf('/');
  return at < 0 ? null : path.slice(0, at);
}
