import type { ApiProduct } from '@/lib/platform/schemas/catalogue';
import { roundEuros } from '@/lib/format/price';

/**
 * The sheet's schema.org Product with one Offer per declination (price in euros, availability from stock),
 * for search engines. No offers when prices are hidden (HIDE_PRODUCT_PRICES): a price must not leak there.
 */
export function productJsonLd(
  product: Pick<
    ApiProduct,
    'id' | 'name' | 'shortDescription' | 'description' | 'images' | 'image' | 'declinations' | 'appellation'
  >,
  options: {
    url: string | null;
    origin: string | null;
    hidePrices: boolean;
    brand: string | null;
    imageUrl: (path: string) => string | null;
  },
): Record<string, unknown> {
  const images = (
    product.images.length > 0 ? product.images.map((image) => image.path) : product.image ? [product.image] : []
  )
    .map(options.imageUrl)
    .filter((url): url is string => !!url)
    .map((url) => (options.origin ? new URL(url, options.origin).href : url));
  const offers = options.hidePrices
    ? undefined
    : product.declinations.map((declination) => ({
        '@type': 'Offer',
        sku: String(declination.id),
        price: roundEuros(declination.finalPrice).toFixed(2),
        priceCurrency: 'EUR',
        availability: declination.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        ...(options.url ? { url: `${options.url}?declinaison=${declination.id}` } : {}),
      }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    ...(product.shortDescription || product.description
      ? { description: product.shortDescription || product.description }
      : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(options.brand ? { brand: { '@type': 'Brand', name: options.brand } } : {}),
    ...(options.url ? { url: options.url } : {}),
    ...(offers && offers.length > 0 ? { offers } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
