import { salonCatalogue } from '../shop-salon';
import type { SeedCatalogue, SeedProduct } from '../shop-types';
import { wineCatalogue } from '../shop-wine';
import { SALON_SITE_ID, WINE_SITE_ID } from '../sites';
import { slugify } from '../shop';
import { wineColour, type Drawing } from './drawings';

/**
 * Which drawing each seeded picture gets (issue 15): products are drawn from their data (a bottle in the wine's
 * colour with its name and appellation on the label, a box for boxes, a jar or a tube for hair care, the object
 * otherwise); a reviewer's photo shows their initials; every other seeded picture (pages, news, blog, albums,
 * events, services, partners) is a warm abstract composition chosen by its file name.
 */

/** A seeded picture file: raster only (SVG seeds — logos, medals — are files or stay vector placeholders). */
export const SEED_PICTURE = /^[\w-]+\.(jpe?g|png)$/i;

function productDrawing(product: SeedProduct): Drawing {
  const year = product.declinations.find((d) => d.year)?.year;
  const detail = [product.appellation, year].filter(Boolean).join(' · ') || product.kind;
  if (product.type === 'WINE') return { kind: 'bottle', name: product.name, detail, wine: wineColour(product.color) };
  if (product.type === 'BOX') return { kind: 'box', name: product.name, detail };
  if (product.subtype === 'CARE' && !/brosse|peigne/i.test(product.name))
    return { kind: 'jar', name: product.name, detail: product.kind };
  return { kind: 'object', name: product.name, detail };
}

/** `<slug>.jpg` → drawing, per site, as seed/shop.ts names product pictures. */
function productFiles(catalogue: SeedCatalogue): Map<string, Drawing> {
  return new Map(
    catalogue.products.map((p) => [
      `${slugify(p.appellation ? `${p.name} ${p.appellation}` : p.name)}.jpg`,
      productDrawing(p),
    ]),
  );
}

const PRODUCTS: ReadonlyMap<number, Map<string, Drawing>> = new Map([
  [SALON_SITE_ID, productFiles(salonCatalogue)],
  [WINE_SITE_ID, productFiles(wineCatalogue)],
]);

/** The drawing of a seeded picture `<siteId>/<file>`; null when the file is not a seeded raster picture. */
export function seedDrawing(siteId: number, file: string): Drawing | null {
  if (!SEED_PICTURE.test(file)) return null;
  const product = PRODUCTS.get(siteId)?.get(file.toLowerCase());
  if (product) return product;
  const stem = file.replace(/\.[^.]+$/, '');
  if (stem.startsWith('avis-')) return { kind: 'portrait', name: stem.slice(5).replace(/-/g, ' ') };
  return { kind: 'scene', seed: `${siteId}/${stem}` };
}

/** Every seeded product picture (the generator pre-renders them; the others are rendered on first request). */
export function productPictureFiles(): { siteId: number; file: string }[] {
  return [...PRODUCTS].flatMap(([siteId, files]) => [...files.keys()].map((file) => ({ siteId, file })));
}
