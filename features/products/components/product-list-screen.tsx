import { getTranslations } from 'next-intl/server';
import { getParameters } from '@/lib/site/parameters';
import type { PageDetail } from '@/lib/platform/schemas/site';
import { getProducts } from '../api/get-products';
import { productDisplay } from '../display';
import { orderFromParameter } from '../filters';
import { presetFilters } from '../preset-filters';
import { productLabels } from '../labels';
import { toCardProduct } from '../paths';
import { ProductBrowserLazy } from './product-browser-lazy';
import { ProductGrid } from './product-grid';

/** The distinct non-empty values, in first-seen order. */
const distinct = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => !!value && value.trim() !== '')),
];

/**
 * The product list screen (a page whose cms.route is 'products'; `cms.config.filters` presets it, e.g. the
 * wine estate's « Coffrets » with `{ kind: 'BOX' }`). The first page is read and rendered on the server
 * (spec §9: 100 per page, page 1, PRODUCT_ORDER else price), its cards included; filters, sort and pages then run
 * in the browser.
 * The kinds and tags offered are those of the preset list (every product of it up to 100).
 */
export async function ProductListScreen({ page, siteId }: { page: Pick<PageDetail, 'url' | 'cms'>; siteId: number }) {
  const [parameters, t] = await Promise.all([getParameters(siteId), getTranslations('products')]);
  const display = productDisplay(parameters);
  const preset = presetFilters(page.cms.config, orderFromParameter(parameters.PRODUCT_ORDER));
  const initial = await getProducts(siteId, preset);
  const facets = {
    kinds: distinct(initial.products.map((product) => product.kind)),
    tags: distinct(initial.products.flatMap((product) => product.tags)),
  };
  const labels = productLabels(t, {
    inStock: display.inStockLabel ?? undefined,
    outOfStock: display.notInStockLabel ?? undefined,
  });
  // The first page's cards are drawn here, on the server: the browser gets their markup, not their data, and
  // nothing of them hydrates (the links aside).
  const cards =
    initial.products.length > 0 ? (
      <ProductGrid
        products={initial.products.map(toCardProduct)}
        listPath={page.url}
        display={display}
        labels={labels}
        eager={4}
      />
    ) : null;
  return (
    <ProductBrowserLazy
      listPath={page.url}
      preset={preset}
      initial={{ total: initial.total, cards }}
      facets={facets}
      display={display}
      labels={labels}
    />
  );
}
