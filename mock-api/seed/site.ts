import type { Tx } from '../db/client';
import {
  componentConfs,
  externalAppConfigs,
  logos,
  pageLayouts,
  pages,
  parameters,
  paymentKeys,
  popups,
} from '../db/schema';
import { layoutValues } from '../domain/site/pages';
import { parameterRows, SALON_PARAMETERS, WINE_PARAMETERS } from './site-parameters';
import type { SeedPage } from './site-html';
import { SALON_PAGES } from './site-pages-salon';
import { WINE_PAGES } from './site-pages-wine';
import type { SeedContext } from './sites';

/** Popups have fixed ids (tests and the storefront's fixtures name them). */
export const SALON_POPUP_ID = 1;
export const WINE_POPUP_ID = 2;

/** Inserts a page tree (parents listed before their children) and its layouts. */
async function seedPages(tx: Tx, siteId: number, tree: readonly SeedPage[]) {
  const ids = new Map<string, { id: number; url: string }>();
  const positions = new Map<string, number>();
  for (const page of tree) {
    const parent = page.parent ? ids.get(page.parent) : undefined;
    if (page.parent && !parent) throw new Error(`seed: parent ${page.parent} of ${page.slug} must come first`);
    const url = parent ? `${parent.url}/${page.slug}` : page.slug;
    const position = (positions.get(page.parent ?? '') ?? 0) + 1;
    positions.set(page.parent ?? '', position);
    const [row] = await tx
      .insert(pages)
      .values({
        siteId,
        parentId: parent?.id ?? null,
        title: page.title,
        url,
        menuTitle: page.menuTitle ?? page.title,
        menuIcon: page.menuIcon ?? null,
        position,
        isHome: page.isHome ?? false,
        showInMenu: page.showInMenu ?? true,
        isFixedOnRight: page.isFixedOnRight ?? false,
        isText: page.isText ?? false,
        isValid: page.isValid ?? true,
        linkType: page.link ? page.link.type : 'NONE',
        linkUrl: page.link?.url ?? null,
        linkJsCode: page.link?.jsCode ?? page.jsCode ?? null,
        isCmsPage: Boolean(page.cms),
        cmsRoute: page.cms?.route ?? null,
        cmsConfig: page.cms?.config ?? {},
        isEcommercePage: page.isEcommercePage ?? false,
        isCustomHeader: page.isCustomHeader ?? false,
        isCustomFooter: page.isCustomFooter ?? false,
        metaDescription: page.metaDescription ?? null,
      })
      .returning({ id: pages.id });
    ids.set(page.slug, { id: row!.id, url });
    const layouts = page.layouts ?? [];
    if (layouts.length) {
      await tx
        .insert(pageLayouts)
        .values(
          layouts.map((l, i) => layoutValues({ siteId, pageId: row!.id, name: l.name, html: l.html, position: i + 1 })),
        );
    }
  }
}

/** Seeds parameters, page trees and layouts, logos, popups and the other site settings of both sample sites. */
export async function seedSite(tx: Tx, ctx: SeedContext): Promise<void> {
  const { salonId, wineId } = ctx;
  await tx
    .insert(parameters)
    .values([...parameterRows(salonId, SALON_PARAMETERS), ...parameterRows(wineId, WINE_PARAMETERS)]);
  await seedPages(tx, salonId, SALON_PAGES);
  await seedPages(tx, wineId, WINE_PAGES);

  await tx.insert(logos).values([
    {
      siteId: salonId,
      type: 'LOGO',
      filename: 'logo-atelier-lumiere.svg',
      alt: 'Atelier Lumière, coiffure et beauté',
      externalPath: `${salonId}/logo-atelier-lumiere.svg`,
    },
    {
      siteId: salonId,
      type: 'LOGO_FOOTER',
      filename: 'logo-atelier-lumiere-blanc.svg',
      alt: 'Atelier Lumière',
      externalPath: `${salonId}/logo-atelier-lumiere-blanc.svg`,
    },
    {
      siteId: salonId,
      type: 'LOGO_FAVICON',
      filename: 'favicon-atelier-lumiere.png',
      alt: 'Atelier Lumière',
      externalPath: `${salonId}/favicon-atelier-lumiere.png`,
    },
    {
      siteId: wineId,
      type: 'LOGO',
      filename: 'logo-coteaux-dores.svg',
      alt: 'Domaine des Coteaux Dorés',
      externalPath: `${wineId}/logo-coteaux-dores.svg`,
    },
    {
      siteId: wineId,
      type: 'LOGO_FOOTER',
      filename: 'logo-coteaux-dores-or.svg',
      alt: 'Domaine des Coteaux Dorés',
      externalPath: `${wineId}/logo-coteaux-dores-or.svg`,
    },
    {
      siteId: wineId,
      type: 'LOGO_FAVICON',
      filename: 'favicon-coteaux-dores.png',
      alt: 'Domaine des Coteaux Dorés',
      externalPath: `${wineId}/favicon-coteaux-dores.png`,
    },
  ]);

  await tx.insert(popups).values([
    {
      id: SALON_POPUP_ID,
      siteId: salonId,
      title: 'Nouveau : le spa du cheveu',
      html: '<h2>Le spa du cheveu est ouvert !</h2><p>Découvrez nos rituels de soin et de massage crânien. Le rituel découverte est offert à 35 € au lieu de 45 € jusqu’à la fin du mois.</p><p><a href="/spa-du-cheveu">Découvrir les rituels</a></p>',
      showOnEveryReload: false,
      delaySeconds: 3,
      isActive: true,
    },
    {
      id: WINE_POPUP_ID,
      siteId: wineId,
      title: 'Portes ouvertes au domaine',
      html: '<h2>Portes ouvertes les 14 et 15 juin</h2><p>Dégustation du millésime 2023, visite des caves et accords mets et vins. Entrée libre, de 10 h à 18 h.</p><p><a href="/evenements">Voir le programme</a></p><p><small>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</small></p>',
      showOnEveryReload: false,
      delaySeconds: 5,
      isActive: true,
    },
  ]);

  await tx.insert(componentConfs).values([
    {
      siteId: salonId,
      slug: 'home-slider',
      conf: {
        autoplay: true,
        intervalMs: 6000,
        slides: [
          {
            image: `/images/${salonId}/slide-balayage.jpg`,
            alt: 'Balayage blond lumineux',
            title: 'La lumière au naturel',
            link: '/femme/balayage',
          },
          {
            image: `/images/${salonId}/slide-barbier.jpg`,
            alt: 'Rasage à l’ancienne',
            title: 'L’espace barbier',
            link: '/homme/espace-barbier',
          },
          {
            image: `/images/${salonId}/slide-spa.jpg`,
            alt: 'Massage crânien au spa du cheveu',
            title: 'Le spa du cheveu',
            link: '/spa-du-cheveu',
          },
        ],
      },
    },
    {
      siteId: salonId,
      slug: 'contact-map',
      conf: { latitude: 45.7621, longitude: 4.8322, zoom: 16, label: 'Atelier Lumière, 12 rue Mercière, Lyon' },
    },
    // The site's popup (GET /popup/{id}) and the pages it shows on: the storefront reads it through this conf.
    {
      siteId: salonId,
      slug: 'popup',
      conf: { popupId: SALON_POPUP_ID, paths: ['/perte-de-cheveux/cure-de-repousse'] },
    },
    {
      siteId: wineId,
      slug: 'home-slider',
      conf: {
        autoplay: true,
        intervalMs: 7000,
        slides: [
          {
            image: `/images/${wineId}/slide-vendanges.jpg`,
            alt: 'Vendanges manuelles',
            title: 'Vendanges à la main',
            link: '/le-domaine',
          },
          {
            image: `/images/${wineId}/slide-cave.jpg`,
            alt: 'Fûts dans la cave voûtée',
            title: 'Nos vins',
            link: '/nos-vins',
          },
        ],
      },
    },
    {
      siteId: wineId,
      slug: 'contact-map',
      conf: {
        latitude: 47.3552,
        longitude: -0.6589,
        zoom: 14,
        label: 'Domaine des Coteaux Dorés, Rochefort-sur-Loire',
      },
    },
  ]);

  await tx.insert(externalAppConfigs).values([
    {
      siteId: salonId,
      app: 'PRODUCT_FILE_GENERATOR',
      isActive: false,
      publicConfig: { enabled: false, formats: ['PDF'] },
    },
    {
      siteId: wineId,
      app: 'PRODUCT_FILE_GENERATOR',
      isActive: true,
      publicConfig: {
        enabled: true,
        model: 'WINE_SHEET',
        formats: ['PDF'],
        buttonLabel: 'Télécharger la fiche technique',
      },
    },
  ]);

  await tx.insert(paymentKeys).values([
    { siteId: salonId, provider: 'stripe', publicKey: 'pk_test_local_atelierlumiere_4f9c2a71d8' },
    { siteId: wineId, provider: 'stripe', publicKey: 'pk_test_local_coteauxdores_b37e51c04a' },
    // The local test provider (POST /payment/test/confirm): its adapter loads this key like a real provider's.
    { siteId: salonId, provider: 'test', publicKey: 'pk_test_local_provider_atelierlumiere' },
    { siteId: wineId, provider: 'test', publicKey: 'pk_test_local_provider_coteauxdores' },
  ]);
}
