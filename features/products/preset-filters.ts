import { z } from 'zod';
import { defaultFilters, type ProductFilters, type ProductOrder } from './filters';

// The list page's preset, read on the server from the page's `cms.config` (platform data of any shape, hence
// zod). Kept apart from filters.ts, which the browser's list also runs: zod stays out of the page's script.

/** The page's preset (cms.config.filters: `{ kind: 'BOX' }`, name, search, tags) over the defaults. */
export function presetFilters(
  config: Record<string, unknown> | null | undefined,
  orderBy: ProductOrder,
): ProductFilters {
  const base = defaultFilters(orderBy);
  const parsed = presetSchema.safeParse((config ?? {}).filters ?? {});
  if (!parsed.success) return base;
  const preset = parsed.data;
  let filters = base;
  for (const field of ['name', 'kind', 'search'] as const) {
    if (preset[field]) filters = { ...filters, [field]: { ...filters[field], value: preset[field] } };
  }
  if (preset.tags) filters = { ...filters, tags: { ...filters.tags, value: preset.tags } };
  return filters;
}

const text = z.string().trim().max(100);
const presetSchema = z.object({
  name: text.optional(),
  kind: text.optional(),
  search: text.optional(),
  tags: z
    .union([z.array(text), text.transform((value) => value.split(','))])
    .transform((tags) =>
      tags
        .map((tag) => tag.trim())
        .filter(Boolean)
        .slice(0, 20),
    )
    .optional(),
});
