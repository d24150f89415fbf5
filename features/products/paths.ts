import type { ApiDeclination, ApiProduct } from '@/lib/platform/schemas/catalogue';

// Pure helpers shared by the server and the browser parts. Kept out of the components: a server module that
// imported a component file would pull its client pictures (next/image) into every page of the tree.

/** The detail path of a product below its list page: `<list path>/<slug>-<id>` (design.md §4). */
export const productDetailPath = (listPath: string, product: Pick<ApiProduct, 'slug' | 'id'>) =>
  `/${listPath.replace(/^\/+|\/+$/g, '')}/${product.slug}-${product.id}`;

/** The lowest price of the product's declinations, and whether they differ (« à partir de »). */
export function fromPrice(
  product: Pick<ApiProduct, 'finalPrice'> & { declinations: readonly Pick<ApiDeclination, 'finalPrice'>[] },
): { price: number | null; varies: boolean } {
  const prices = product.declinations.map((d) => d.finalPrice);
  if (prices.length === 0) return { price: product.finalPrice, varies: false };
  const min = Math.min(...prices);
  return { price: min, varies: prices.some((price) => price !== min) };
}

/** What a product card shows: the list sends only this to the browser (no descriptions, features…). */
export type CardProduct = Pick<
  ApiProduct,
  | 'id'
  | 'slug'
  | 'name'
  | 'appellation'
  | 'type'
  | 'kind'
  | 'tags'
  | 'grapeVarieties'
  | 'image'
  | 'price'
  | 'finalPrice'
  | 'discount'
  | 'setQuantity'
  | 'quantity'
> & { declinations: Pick<ApiDeclination, 'finalPrice'>[] };

export function toCardProduct(product: ApiProduct): CardProduct {
  const {
    id,
    slug,
    name,
    appellation,
    type,
    kind,
    tags,
    grapeVarieties,
    image,
    price,
    finalPrice,
    discount,
    setQuantity,
    quantity,
  } = product;
  return {
    id,
    slug,
    name,
    appellation,
    type,
    kind,
    tags,
    grapeVarieties,
    image,
    price,
    finalPrice,
    discount,
    setQuantity,
    quantity,
    declinations: product.declinations.map((declination) => ({ finalPrice: declination.finalPrice })),
  };
}
