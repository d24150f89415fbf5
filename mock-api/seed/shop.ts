import type { Tx } from '../db/client';
import { awards, declinations, mealIcons, products, variationDetails, variations } from '../db/schema';
import { eurosToCents } from '../domain/catalogue/adapter';
import { productSearchText } from '../domain/catalogue/search-text';
import { salonCatalogue } from './shop-salon';
import type { SeedCatalogue } from './shop-types';
import { wineCatalogue } from './shop-wine';
import type { SeedContext } from './sites';

/*
 * Catalogue seed ids (fixed, so that other seeds, tests and developers can name them):
 *
 * | site            | products                                      | declinations        | variations / details | meal icons | awards |
 * |-----------------|-----------------------------------------------|---------------------|----------------------|------------|--------|
 * | 1 salon         | 101-106 (hair care, OTHER)                    | product × 10 + n    | 11-12 / 111-122      | —          | —      |
 * | 2 wine estate   | 1001-1013 WINE, 1101-1103 BOX, 1201-1203 OTHER | product × 10 + n    | 21-26 / 211-262      | 201-208    | 2001+  |
 *
 * Declination n is the n-th (from 0) of the product's list in shop-wine.ts / shop-salon.ts,
 * e.g. 10030 is the first declination of product 1003. Notable ones on the wine estate:
 * - 10030: « Vieilles Vignes » Anjou Villages 2019, 75 cl, 19 €, stock 1 (the last bottle).
 * - 10032: « Vieilles Vignes » 2017 75 cl, stock 0 (out of stock); 10031: 2018 75 cl, stock 3.
 * - 10010: « Les Terres Rouges » 2021 75 cl, 15,50 €, stock 5; 10011: 2021 37,5 cl, 9,50 €, untracked.
 * - 10040: « Cuvée des Galets » 2021 75 cl, sellByMultipleOf 6; 10042: 2020 75 cl, sellByMultipleOf 3, 1,50 € off.
 * - 10130: « Les Terres Rouges — la caisse de 6 » (product multipleOf 6), 13,50 €, untracked.
 * - 10080: « Douceur Angevine » rosé 2023 75 cl, 9,90 € with 10 % off.
 * - 10101: « Perles Dorées » crémant sans année, 1,5 L (15 LITER).
 * - 11010 / 11011: « Coffret découverte 3 bouteilles » (BOX, no year, no capacity), stock 5 / 0.
 * - 12010: « Tire-bouchon sommelier » noir (OTHER), stock 5.
 * Salon: 1010 shampoing 200 ml 14,50 € untracked; 1011 shampoing 500 ml 26 € stock 5; 1031 huile 100 ml stock 0.
 */

const SITE_IMAGE = (siteId: number, slug: string) => `/images/${siteId}/${slug}.jpg`;

/** Spec §5 slugs: lower-case ASCII, accents removed, runs of non-alphanumerics as single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function seedCatalogue(tx: Tx, siteId: number, catalogue: SeedCatalogue): Promise<void> {
  if (catalogue.variations.length > 0) {
    await tx
      .insert(variations)
      .values(catalogue.variations.map((v, position) => ({ id: v.id, siteId, label: v.label, position })));
    await tx.insert(variationDetails).values(
      catalogue.variations.flatMap((v) =>
        v.details.map((d, position) => ({
          id: d.id,
          siteId,
          variationId: v.id,
          label: d.label,
          displayLabel: d.displayLabel ?? null,
          position,
        })),
      ),
    );
  }
  if (catalogue.mealIcons.length > 0) {
    await tx.insert(mealIcons).values(catalogue.mealIcons.map((icon, position) => ({ ...icon, siteId, position })));
  }
  // Spread the creation dates so that orderBy=createdAt means something: the first product is the oldest.
  const start = Date.UTC(2024, 0, 15);
  await tx.insert(products).values(
    catalogue.products.map((p, position) => {
      const slug = slugify(p.appellation ? `${p.name} ${p.appellation}` : p.name);
      return {
        id: p.id,
        siteId,
        type: p.type,
        subtype: p.subtype,
        name: p.name,
        slug,
        appellation: p.appellation ?? null,
        kind: p.kind,
        color: p.color ?? null,
        grapeVarieties: p.grapeVarieties ?? [],
        tags: p.tags ?? [],
        shortDescription: p.shortDescription,
        description: p.description,
        image: SITE_IMAGE(siteId, slug),
        images: [{ path: SITE_IMAGE(siteId, slug), alt: p.name }],
        multipleOf: p.multipleOf ?? 1,
        hasShippingFees: p.hasShippingFees ?? true,
        features: p.features ?? [],
        nutritional: p.nutritional ?? null,
        decreasingDiscounts: (p.decreasingDiscounts ?? []).map((step) => ({
          ...step,
          amount: step.type === 'EURO' ? eurosToCents(step.amount) : step.amount,
        })),
        mealIconIds: p.mealIconIds ?? [],
        recommendedIds: p.recommendedIds ?? [],
        position,
        createdAt: new Date(start + position * 86_400_000),
        searchText: productSearchText({ ...p }),
      };
    }),
  );
  await tx.insert(declinations).values(
    catalogue.products.flatMap((p) => {
      if (p.declinations.length > 10) throw new Error(`seed: product ${p.id} has more than 10 declinations`);
      return p.declinations.map((d, index) => ({
        id: p.id * 10 + index,
        siteId,
        productId: p.id,
        year: d.year,
        capacityX10: d.capacity?.x10 ?? null,
        capacityUnit: d.capacity?.unit ?? null,
        variation1Id: d.variations?.[0] ?? null,
        variation2Id: d.variations?.[1] ?? null,
        variation3Id: d.variations?.[2] ?? null,
        priceCents: eurosToCents(d.price),
        fixedPrice: d.fixedPrice ?? false,
        quantity: d.stock ?? 0,
        setQuantity: d.stock !== undefined,
        sellByMultipleOf: d.sellByMultipleOf ?? 1,
        discount: d.discount ? (d.discount.type === 'EURO' ? eurosToCents(d.discount.amount) : d.discount.amount) : 0,
        discountType: d.discount?.type ?? 'PERCENT',
        image: null,
        position: index,
      }));
    }),
  );
  if (catalogue.awards.length > 0) {
    await tx.insert(awards).values(
      catalogue.awards.map((award, position) => ({
        ...award,
        siteId,
        image: `/images/${siteId}/medaille-${slugify(award.medal)}.svg`,
        position,
      })),
    );
  }
}

/** Seeds the catalogue of both sample sites: variations, products, declinations, awards, meal icons. */
export async function seedShop(tx: Tx, ctx: SeedContext): Promise<void> {
  await seedCatalogue(tx, ctx.salonId, salonCatalogue);
  await seedCatalogue(tx, ctx.wineId, wineCatalogue);
}
