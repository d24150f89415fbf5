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
 * | 2 wine estate | 21 « Colissimo domicile » (DELIVERY), 22 « Mondial Relay »       | 21 caveau (Rochefort-sur-    |
 * |               | (PICKUP, relay points MR-…), 23 « Transporteur export » (EXPORT) | Loire) / 21, 22 chai         |
 * |               |                                                                 | (Chalonnes, warehouse)       |
 *
 * Discount codes (both sites): BIENVENUE10 (EURO, 10 €), LIVRAISONOFFERTE (SHIPPING_FEES), an
 * expired one (NOEL2023 on the salon, PRIMEURS2023 on the estate), and a PERCENT code: PRINTEMPS15
 * (salon) / VENDANGES15 (estate), 15 %. Countries and cities are seeded on both sites.
 */

const euros = (n: number) => Math.round(n * 100);
const bands = (pairs: [number, number][]): CarrierBand[] =>
  pairs.map(([upTo, price]) => ({ upTo, priceCents: euros(price) }));

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
  await tx
    .insert(companyAddressTypes)
    .values(values.map((value) => ({ siteId, addressId, typeId: types.get(value)! })));
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

// Relay points of « Mondial Relay » on the wine estate: around the estate in the Layon valley
// (Rochefort-sur-Loire, Chalonnes-sur-Loire), Angers, Saumur and Cholet, then Nantes, Tours and Paris.
// Codes are `MR-<postal code>-<position>` (MR-49190-001 is the first row).
const RELAYS: [string, string, string, string, number, number][] = [
  ['Tabac Presse du Layon', '3 place de l’Église', '49190', 'Rochefort-sur-Loire', 47.3566, -0.6571],
  ['Épicerie de la Corniche', '5 rue du Layon', '49190', 'Saint-Aubin-de-Luigné', 47.3302, -0.6693],
  ['Maison de la Presse Chalonnaise', '14 place de l’Hôtel de Ville', '49290', 'Chalonnes-sur-Loire', 47.3509, -0.7617],
  ['Carrefour Contact Chalonnes', '40 route de Rochefort', '49290', 'Chalonnes-sur-Loire', 47.3468, -0.7512],
  ['Bar-Tabac des Coteaux', '6 place de la Mairie', '49750', 'Saint-Lambert-du-Lattay', 47.3034, -0.6343],
  ['Presse du Ralliement', '2 place du Ralliement', '49100', 'Angers', 47.471, -0.5514],
  ['Fleuriste de la Doutre', '18 place de la Laiterie', '49100', 'Angers', 47.4745, -0.5603],
  ['Tabac de Belle-Beille', '10 boulevard Victor Beaussier', '49000', 'Angers', 47.4783, -0.6001],
  ['Cordonnerie Saint-Serge', '25 avenue Montaigne', '49000', 'Angers', 47.4802, -0.5391],
  ['Relais des Ponts-de-Cé', '12 rue David d’Angers', '49130', 'Les Ponts-de-Cé', 47.4241, -0.5252],
  ['Bazar du Château', '9 rue Saint-Jean', '49400', 'Saumur', 47.2592, -0.0767],
  ['Librairie du Quai', '21 quai Mayaud', '49400', 'Saumur', 47.2573, -0.0722],
  ['Tabac du Mail', '4 place Travot', '49300', 'Cholet', 47.0601, -0.8787],
  ['Presse Graslin', '3 place Graslin', '44000', 'Nantes', 47.2133, -1.5622],
  ['Relais du Bouffay', '8 place du Bouffay', '44000', 'Nantes', 47.2149, -1.553],
  ['Tabac Plumereau', '2 place Plumereau', '37000', 'Tours', 47.3947, 0.6829],
  ['Presse Montorgueil', '58 rue Montorgueil', '75002', 'Paris', 48.8659, 2.347],
  ['Tabac de la Bastille', '3 rue de la Roquette', '75011', 'Paris', 48.854, 2.3717],
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
    bands: bands([
      [2, 6.9],
      [5, 8.9],
      [10, 12.9],
      [30, 19.9],
    ]),
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
  // A second address (no pick-up there): the footer lists it with DISPLAY_SECONDARY_ADDRESSES.
  await tx.insert(companyAddresses).values({
    id: 12,
    siteId: salonId,
    name: 'Atelier Lumière — l’institut',
    addLine1: '3 place des Jacobins',
    zipCode: '69002',
    city: 'Lyon',
    country: 'FRA',
    phone: '04 78 42 16 92',
    email: null,
    lat: 45.7601,
    lng: 4.8335,
    position: 2,
  });
  await linkTypes(tx, salonId, 11, salonTypes, ['HEAD_OFFICE', 'SHOP', 'CLICK_AND_COLLECT']);
  await tx.insert(schedules).values({
    id: 11,
    siteId: salonId,
    addressId: 11,
    name: 'Retrait au salon',
    slots: tuesdayToSaturday([
      ['09:30', '12:30'],
      ['13:30', '19:00'],
    ]),
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
      bands: bands([
        [6, 14.9],
        [12, 19.9],
        [18, 24.9],
        [24, 29.9],
        [36, 39.9],
        [60, 54.9],
        [120, 89.9],
      ]),
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
      bands: bands([
        [6, 8.9],
        [12, 12.9],
        [18, 16.9],
        [24, 19.9],
        [36, 26.9],
        [60, 39.9],
        [120, 69.9],
      ]),
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
      bands: bands([
        [6, 39],
        [12, 59],
        [24, 89],
        [60, 149],
        [120, 249],
      ]),
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
      zipCode: '49190',
      city: 'Rochefort-sur-Loire',
      country: 'FRA',
      phone: '02 41 78 32 56',
      email: 'contact@coteaux-dores.fr',
      lat: 47.3552,
      lng: -0.6589,
      position: 1,
    },
    {
      id: 22,
      siteId: wineId,
      name: 'Chai de stockage',
      addLine1: '15 rue des Tonneliers',
      addLine2: 'Zone d’activités de l’Eperonnerie',
      zipCode: '49290',
      city: 'Chalonnes-sur-Loire',
      country: 'FRA',
      phone: null,
      email: null,
      lat: 47.3431,
      lng: -0.7446,
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
    slots: tuesdayToSaturday([
      ['10:00', '12:00'],
      ['14:00', '18:00'],
    ]),
    closedDates: ['2026-05-01', '2026-07-14', '2026-08-15', '2026-12-25'],
  });
  await tx.insert(discountCodes).values(discountRows(wineId, 'VENDANGES15', 'PRIMEURS2023'));
}
