/** Lower-cases and strips accents and ligatures: « Côtes de Œillade » → « cotes de oeillade ». */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/[’']/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchableProduct {
  name: string;
  appellation?: string | null;
  shortDescription?: string | null;
  description?: string | null;
  grapeVarieties?: string[];
}

/** The `search_text` column of a product: what the `search` filter of GET /product matches. */
export function productSearchText(product: SearchableProduct): string {
  return normalizeSearch(
    [
      product.name,
      product.appellation,
      product.shortDescription,
      product.description,
      ...(product.grapeVarieties ?? []),
    ]
      .filter(Boolean)
      .join(' | '),
  );
}
