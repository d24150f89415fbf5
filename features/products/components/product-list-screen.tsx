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

/** The distinct non-empty values, in first-seen order. */
const distinct = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((value): value is string => !!value && value.trim() !== '')),
];

/**
 * The product list screen (a page whose cms.route is 'products'; `cms.config.filters` presets it, e.g. the
 * wine estate's « Coffrets » with `{ kind: 'BOX' }`). The first page is read and rendered on the server
 * (spec §9: 100 per page, page 1, PRODUCT_ORDER else price); filters, sort and pages then run in the browser.
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
  // The browser gets only what the cards show: the page's HTML stays light.
  const cards = { products: initial.products.map(toCardProduct), total: initial.total };
  return (
    <ProductBrowserLazy
      listPath={page.url}
      preset={preset}
      initial={cards}
      facets={facets}
      display={display}
      labels={labels}
    />
  );
}
