import type { Tx } from '../db/client';
import { sites } from '../db/schema';

export interface SeedContext {
  salonId: number;
  wineId: number;
  bcryptCost: number;
}

export const SALON_SITE_ID = 1;
export const WINE_SITE_ID = 2;

/** The two sample sites of design.md §3, with fixed ids (the storefront's SITES map names them). */
export async function seedSites(tx: Tx): Promise<Omit<SeedContext, 'bcryptCost'>> {
  await tx.insert(sites).values([
    {
      id: SALON_SITE_ID,
      name: 'Atelier Lumière — Coiffure & Beauté',
      url: 'http://localhost:3000',
      developmentUrl: 'http://localhost:3000',
      productionUrl: 'https://www.atelier-lumiere.fr',
      isWinemaker: false,
      isECommerce: true,
      technicalFileModel: null,
      dashboardType: 'BEAUTY',
      fonts: [
        {
          type: 'TITLE',
          family: 'Cormorant Garamond',
          color: '#29362AFF',
          size: 36,
          weight: 600,
          style: 'normal',
          files: ['cormorant-garamond-semibold.woff2'],
        },
        {
          type: 'CONTENT',
          family: 'Lato',
          color: '#29362AFF',
          size: 16,
          weight: 400,
          style: 'normal',
          files: ['lato-regular.woff2', 'lato-bold.woff2'],
        },
        {
          type: 'MENU',
          family: 'Lato',
          color: '#FFFFFFFF',
          size: 15,
          weight: 700,
          style: 'normal',
          files: ['lato-bold.woff2'],
        },
      ],
    },
    {
      id: WINE_SITE_ID,
      name: 'Domaine des Coteaux Dorés',
      url: 'http://vins.localhost:3000',
      developmentUrl: 'http://vins.localhost:3000',
      productionUrl: 'https://www.coteaux-dores.fr',
      isWinemaker: true,
      isECommerce: true,
      technicalFileModel: 'WINE_SHEET',
      dashboardType: 'WINEMAKER',
      fonts: [
        {
          type: 'TITLE',
          family: 'Playfair Display',
          color: '#4A1C2AFF',
          size: 38,
          weight: 700,
          style: 'normal',
          files: ['playfair-display-bold.woff2'],
        },
        {
          type: 'CONTENT',
          family: 'Source Sans 3',
          color: '#2B2B2BFF',
          size: 16,
          weight: 400,
          style: 'normal',
          files: ['source-sans-3-regular.woff2', 'source-sans-3-semibold.woff2'],
        },
        {
          type: 'MENU',
          family: 'Source Sans 3',
          color: '#FFFFFFFF',
          size: 15,
          weight: 600,
          style: 'normal',
          files: ['source-sans-3-semibold.woff2'],
        },
      ],
    },
  ]);
  return { salonId: SALON_SITE_ID, wineId: WINE_SITE_ID };
}
