import type { Tx } from '../db/client';
import {
  addressTypes,
  carriers,
  cities,
  companyAddresses,
  companyAddressTypes,
  countries,
  discountCodes,
  relayPoints,
  schedules,
  type CarrierBand,
  type ScheduleSlot,
} from '../db/schema';
import { departmentOf, searchKey } from '../domain/commerce/geo';
import { seedCities } from './commerce-cities';
import { EXPORT_COUNTRIES, seedCountries } from './commerce-countries';
import type { SeedContext } from './sites';

/*
 * Commerce seed ids (fixed, so that tests and developers can name them):
 *
 * | site          | carriers                                                        | addresses / schedules        |
 * |---------------|-----------------------------------------------------------------|------------------------------|
 * | 1 salon       | 11 « Colissimo » (DELIVERY, per item)                           | 11 salon (Lyon 2e) / 11      |
 * | 2 wine estate | 21 « Colissimo domicile » (DELIVERY), 22 « Mondial Relay »       | 21 caveau (Meursault) / 21,  |
 * |               | (PICKUP, relay points MR-…), 23 « Transporteur export » (EXPORT) | 22 chai (Beaune, warehouse)  |
 *
 * Discount codes (both sites): BIENVENUE10 (EURO, 10 €), LIVRAISONOFFERTE (SHIPPING_FEES), an
 * expired one (NOEL2023 on the salon, PRIMEURS2023 on the estate), and a PERCENT code: PRINTEMPS15
 * (salon) / VENDANGES15 (estate), 15 %. Countries and cities are seeded on both sites.
 */

const euros = (n: number) => Math.round(n * 100);
const bands = (pairs: [number, number][]): CarrierBand[] => pairs.map(([upTo, price]) => ({ upTo, priceCents: euros(price) }));

/** Tuesday to Saturday, `hours` each day. */
const tuesdayToSaturday = (hours: [string, string][]): ScheduleSlot[] =>
  [2, 3, 4, 5, 6].flatMap((weekday) => hours.map(([open, close]) => ({ weekday, open, close })));

const ADDRESS_TYPES: [string, string][] = [
  ['HEAD_OFFICE', 'Siège social'],
  ['CLICK_AND_COLLECT', 'Point de retrait (click & collect)'],
  ['SHOP', 'Boutique'],
  ['WAREHOUSE', 'Entrepôt'],
];

async function seedGeography(tx: Tx, siteId: number): Promise<void> {
  const inserted = await tx
    .insert(countries)
    .values(seedCountries.map((c) => ({ siteId, ...c })))
    .returning({ id: countries.id, alphaThree: countries.alphaThree });
  const france = inserted.find((c) => c.alphaThree === 'FRA')!;
  await tx.insert(cities).values(
    seedCities.map((c) => ({
      siteId,
      countryId: france.id,
      name: c.name,
      postalCode: c.postalCode,
      searchName: searchKey(c.name),
      department: departmentOf(c.postalCode),
      lat: c.lat,
      lng: c.lng,
    })),
  );
}

async function seedAddressTypes(tx: Tx, siteId: number): Promise<Map<string, number>> {
  const rows = await tx
    .insert(addressTypes)
    .values(ADDRESS_TYPES.map(([value, label]) => ({ siteId, value, label })))
    .returning({ id: addressTypes.id, value: addressTypes.value });
  return new Map(rows.map((row) => [row.value, row.id]));
}

async function linkTypes(tx: Tx, siteId: number, addressId: number, types: Map<string, number>, values: string[]) {
  await tx.insert(companyAddressTypes).values(values.map((value) => ({ siteId, addressId, typeId: types.get(value)! })));
}

function discountRows(siteId: number, percentCode: string, expiredCode: string) {
  return [
    { siteId, code: 'BIENVENUE10', type: 'EURO' as const, amount: euros(10), detailType: null },
    { siteId, code: percentCode, type: 'PERCENT' as const, amount: 15, detailType: null },
    { siteId, code: 'LIVRAISONOFFERTE', type: 'EURO' as const, amount: 0, detailType: 'SHIPPING_FEES' as const },
    {
      siteId,
      code: expiredCode,
      type: 'EURO' as const,
      amount: euros(5),
      detailType: null,
      validFrom: new Date('2023-12-01T00:00:00Z'),
      validUntil: new Date('2024-01-01T00:00:00Z'),
    },
  ];
}

// Relay points of « Mondial Relay » on the wine estate: around Meursault and Beaune, Dijon, Angers
// and Saumur (the estate's Loire wines), Lyon and Paris.
const RELAYS: [string, string, string, string, number, number][] = [
  ['Tabac Presse du Centre', '14 place de l’Hôtel de Ville', '21190', 'Meursault', 46.9786, 4.7697],
  ['Épicerie des Vignes', '3 rue de Lattre de Tassigny', '21190', 'Puligny-Montrachet', 46.9462, 4.7512],
  ['Librairie Beaunoise', '22 rue Carnot', '21200', 'Beaune', 47.0238, 4.8384],
  ['Carrefour Contact Beaune', '40 route de Seurre', '21200', 'Beaune', 47.0189, 4.8583],
  ['Pressing de la Côte', '6 rue Thurot', '21700', 'Nuits-Saint-Georges', 47.1378, 4.9501],
  ['Relais Darcy', '12 place Darcy', '21000', 'Dijon', 47.3226, 5.0336],
  ['Tabac de la Toison d’Or', '1 route de Langres', '21000', 'Dijon', 47.3459, 5.0571],
  ['Cordonnerie Saint-Michel', '31 rue Vaillant', '21000', 'Dijon', 47.3212, 5.0458],
  ['Presse du Ralliement', '2 place du Ralliement', '49100', 'Angers', 47.4710, -0.5514],
  ['Fleuriste de la Doutre', '18 place de la Laiterie', '49100', 'Angers', 47.4745, -0.5603],
  ['Bazar du Château', '9 rue Saint-Jean', '49400', 'Saumur', 47.2592, -0.0767],
  ['Tabac des Terreaux', '5 place des Terreaux', '69001', 'Lyon', 45.7673, 4.8336],
  ['Épicerie Mercière', '40 rue Mercière', '69002', 'Lyon', 45.7618, 4.8316],
  ['Relais Part-Dieu', '17 rue Servient', '69003', 'Lyon', 45.7605, 4.8521],
  ['Librairie de la Croix-Rousse', '4 boulevard de la Croix-Rousse', '69004', 'Lyon', 45.7745, 4.8316],
  ['Presse Montorgueil', '58 rue Montorgueil', '75002', 'Paris', 48.8659, 2.3470],
  ['Tabac de la Bastille', '3 rue de la Roquette', '75011', 'Paris', 48.8540, 2.3717],
  ['Cave et Relais Mouffetard', '112 rue Mouffetard', '75005', 'Paris', 48.8402, 2.3497],
  ['Relais des Batignolles', '25 rue des Batignolles', '75017', 'Paris', 48.8842, 2.3206],
];

/** Seeds carriers, relay points, click-and-collect addresses and schedules, discount codes, countries and cities. */
export async function seedCommerce(tx: Tx, ctx: SeedContext): Promise<void> {
  const { salonId, wineId } = ctx;
  await seedGeography(tx, salonId);
  await seedGeography(tx, wineId);

  // --- the salon: collected at the shop, or shipped by Colissimo priced per item (products carry no weight).
  await tx.insert(carriers).values({
    id: 11,
    siteId: salonId,
    name: 'Colissimo',
    serviceCode: 'COL_HOME',
    deliveryType: 'DELIVERY',
    siteType: 'STANDARD',
    pricing: 'ITEM',
    bands: bands([[2, 6.9], [5, 8.9], [10, 12.9], [30, 19.9]]),
    countries: ['FRA'],
    position: 1,
  });
  const salonTypes = await seedAddressTypes(tx, salonId);
  await tx.insert(companyAddresses).values({
    id: 11,
    siteId: salonId,
    name: 'Atelier Lumière — le salon',
    addLine1: '12 rue Mercière',
    zipCode: '69002',
    city: 'Lyon',
    country: 'FRA',
    phone: '04 78 42 16 90',
    email: 'contact@atelier-lumiere.fr',
    lat: 45.7626,
    lng: 4.8318,
    position: 1,
  });
  await linkTypes(tx, salonId, 11, salonTypes, ['HEAD_OFFICE', 'SHOP', 'CLICK_AND_COLLECT']);
  await tx.insert(schedules).values({
    id: 11,
    siteId: salonId,
    addressId: 11,
    name: 'Retrait au salon',
    slots: tuesdayToSaturday([['09:30', '12:30'], ['13:30', '19:00']]),
    closedDates: ['2026-05-01', '2026-07-14', '2026-08-15', '2026-12-25'],
  });
  await tx.insert(discountCodes).values(discountRows(salonId, 'PRINTEMPS15', 'NOEL2023'));

  // --- the wine estate: home delivery, relay points, export, and the cellar for click-and-collect.
  await tx.insert(carriers).values([
    {
      id: 21,
      siteId: wineId,
      name: 'Colissimo domicile',
      serviceCode: 'COL_HOME',
      deliveryType: 'DELIVERY',
      siteType: 'STANDARD',
      pricing: 'BOTTLE',
      bands: bands([[6, 14.9], [12, 19.9], [18, 24.9], [24, 29.9], [36, 39.9], [60, 54.9], [120, 89.9]]),
      countries: ['FRA', 'MCO'],
      position: 1,
    },
    {
      id: 22,
      siteId: wineId,
      name: 'Mondial Relay',
      serviceCode: 'MR_24R',
      deliveryType: 'PICKUP',
      siteType: 'STANDARD',
      pricing: 'BOTTLE',
      bands: bands([[6, 8.9], [12, 12.9], [18, 16.9], [24, 19.9], [36, 26.9], [60, 39.9], [120, 69.9]]),
      countries: ['FRA'],
      position: 2,
    },
    {
      id: 23,
      siteId: wineId,
      name: 'Transporteur export',
      serviceCode: 'EXPORT_EU',
      deliveryType: 'DELIVERY',
      siteType: 'EXPORT',
      pricing: 'BOTTLE',
      bands: bands([[6, 39], [12, 59], [24, 89], [60, 149], [120, 249]]),
      countries: EXPORT_COUNTRIES,
      position: 3,
    },
  ]);
  await tx.insert(relayPoints).values(
    RELAYS.map(([name, addLine1, zipCode, city, lat, lng], i) => ({
      siteId: wineId,
      carrierId: 22,
      code: `MR-${zipCode}-${String(i + 1).padStart(3, '0')}`,
      name,
      addLine1,
      zipCode,
      city,
      country: 'FRA',
      lat,
      lng,
      icon: 'mondial-relay',
    })),
  );
  const wineTypes = await seedAddressTypes(tx, wineId);
  await tx.insert(companyAddresses).values([
    {
      id: 21,
      siteId: wineId,
      name: 'Caveau du Domaine des Coteaux Dorés',
      addLine1: '8 chemin des Vignes',
      zipCode: '21190',
      city: 'Meursault',
      country: 'FRA',
      phone: '03 80 21 47 58',
      email: 'contact@coteaux-dores.fr',
      lat: 46.9801,
      lng: 4.7735,
      position: 1,
    },
    {
      id: 22,
      siteId: wineId,
      name: 'Chai de stockage',
      addLine1: '15 rue des Tonneliers',
      addLine2: 'Zone artisanale des Blanches Fleurs',
      zipCode: '21200',
      city: 'Beaune',
      country: 'FRA',
      phone: null,
      email: null,
      lat: 47.0112,
      lng: 4.8543,
      position: 2,
    },
  ]);
  await linkTypes(tx, wineId, 21, wineTypes, ['HEAD_OFFICE', 'CLICK_AND_COLLECT', 'SHOP']);
  await linkTypes(tx, wineId, 22, wineTypes, ['WAREHOUSE']);
  await tx.insert(schedules).values({
    id: 21,
    siteId: wineId,
    addressId: 21,
    name: 'Retrait au caveau',
    slots: tuesdayToSaturday([['10:00', '12:00'], ['14:00', '18:00']]),
    closedDates: ['2026-05-01', '2026-07-14', '2026-08-15', '2026-12-25'],
  });
  await tx.insert(discountCodes).values(discountRows(wineId, 'VENDANGES15', 'PRIMEURS2023'));
}
