type Primitive = string | number | boolean | null | undefined;

/**
 * List query parameters (spec §7): nbItem, page, orderBy and per-field filters; a filter may carry
 * its prefix (`lk:`, `df:`, `lt:`, `lte:`, `gt:`, `gte:`); empty strings, null and undefined are skipped.
 */
export function listParams(filters: Record<string, Primitive>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}
