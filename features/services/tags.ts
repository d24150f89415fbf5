/** The tags of the services of spec §3/§7 (GET /service?tag=…), as the price list filters them. */

/** Distinct tags in first-seen order (the salon's own order: its first services come first). */
export function serviceTags(services: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(services.flatMap((service) => service.tags.map((tag) => tag.trim()).filter(Boolean)))];
}

/** The URL's tag when it is one of the list's tags, else null (all services): a stale link shows everything. */
export function selectedTag(raw: string | null | undefined, tags: readonly string[]): string | null {
  if (!raw) return null;
  const wanted = raw.trim().toLowerCase();
  return tags.find((tag) => tag.toLowerCase() === wanted) ?? null;
}

/** The URL query name of the tag filter (French, readable: /tarifs-et-prestations?prestation=homme). */
export const TAG_PARAM = 'prestation';

/** The detail path of a service below its list page: `<list path>/<slug>-<id>` (design.md §4). */
export const serviceDetailPath = (listPath: string, service: { slug: string; id: number }) =>
  `/${listPath.replace(/^\/+|\/+$/g, '')}/${service.slug}-${service.id}`;

/** A tag as a visitor reads it: "perte-de-cheveux" → "Perte de cheveux". */
export function tagLabel(tag: string): string {
  const words = tag.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toLocaleUpperCase('fr-FR') + words.slice(1);
}
