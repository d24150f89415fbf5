import { describe, expect, it } from 'vitest';
import { call } from '../../tests/contract/client';

// Delivery calls: shipping fees, relay points, company addresses, calendar, countries, cities.
const WINE = 2;
const SALON = 1;

const fees = (
  products: { idProduct: number; quantity: number }[],
  site = WINE,
  country = 'FRA',
  postalCode = '49000',
) => call('post', '/calculate/shipping-fees', { site, body: { products, postalCode, country } });

describe('POST /calculate/shipping-fees', () => {
  it('prices 12 × 37.5 cl as 6 bottles per carrier', async () => {
    const res = await fees([{ idProduct: 10011, quantity: 12 }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: 21,
        name: 'Colissimo domicile',
        serviceCode: 'COL_HOME',
        price: 14.9,
        fdp: 14.9,
        deliveryType: 'DELIVERY',
        siteType: 'STANDARD',
      },
      {
        id: 22,
        name: 'Mondial Relay',
        serviceCode: 'MR_24R',
        price: 8.9,
        fdp: 8.9,
        deliveryType: 'PICKUP',
        siteType: 'STANDARD',
      },
    ]);
  });

  it('moves to the next band past 6 bottles', async () => {
    const res = await fees([{ idProduct: 10090, quantity: 12 }]);
    expect(res.body.data.map((c: { price: number }) => c.price)).toEqual([19.9, 12.9]);
  });

  it('is free from 24 bottles (FREE_SHIPPING_BOTTLE)', async () => {
    const res = await fees([{ idProduct: 10090, quantity: 24 }]);
    expect(res.body.data.map((c: { price: number; fdp: number }) => [c.price, c.fdp])).toEqual([
      [0, 29.9],
      [0, 19.9],
    ]);
  });

  it('is free from 200 € (FREE_SHIPPING_PRICE) below 24 bottles', async () => {
    const res = await fees([{ idProduct: 10090, quantity: 18 }]); // 207 €
    expect(res.body.data.map((c: { price: number }) => c.price)).toEqual([0, 0]);
    const below = await fees([{ idProduct: 10090, quantity: 17 }]); // 195.50 €
    expect(below.body.data.map((c: { price: number }) => c.price)).toEqual([24.9, 16.9]);
  });

  it('prices the salon per item', async () => {
    const res = await fees([{ idProduct: 1010, quantity: 3 }], SALON, 'FRA', '69002');
    expect(res.body.data).toEqual([
      {
        id: 11,
        name: 'Colissimo',
        serviceCode: 'COL_HOME',
        price: 8.9,
        fdp: 8.9,
        deliveryType: 'DELIVERY',
        siteType: 'STANDARD',
      },
    ]);
  });

  it('rejects an empty cart with « Aucun produit dans le panier » (spec §8)', async () => {
    const res = await fees([]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: null, message: 'Aucun produit dans le panier' });
  });

  it('honours ONLY_SELL_IN_FRANCE and checks the postal code', async () => {
    const abroad = await fees([{ idProduct: 10090, quantity: 6 }], WINE, 'DEU', '10115');
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe("Nous ne livrons qu'en France.");
    const bad = await fees([{ idProduct: 10090, quantity: 6 }], WINE, 'FRA', 'ABCDE');
    expect(bad.body.message).toBe('Ce code postal est invalide.');
    const malformed = await call('post', '/calculate/shipping-fees', {
      site: WINE,
      body: { products: [], postalCode: '49000', country: 'FRANCE' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors).toHaveProperty('country');
  });
});

describe('where the shop delivers (ONLY_SELL_IN_FRANCE, SELL_WORLDWIDE: lib/rules/sales-area.ts)', () => {
  const setParameter = (type: string, value: string | null) =>
    call('put', `/dev/parameter/${type}`, { site: WINE, body: { value } });
  const siteTypes = (res: Awaited<ReturnType<typeof fees>>) =>
    (res.body.data as { siteType: string; name: string }[]).map((c) => c.siteType);

  it('without ONLY_SELL_IN_FRANCE: France and the European Union, and every country with the worldwide flag', async () => {
    try {
      expect((await setParameter('ONLY_SELL_IN_FRANCE', 'false')).status).toBe(200);
      const germany = await fees([{ idProduct: 10090, quantity: 6 }], WINE, 'DEU', '10115');
      expect(germany.status).toBe(200);
      expect(siteTypes(germany)).toEqual(['EXPORT']);
      // Switzerland: the export carrier serves it, the shop does not sell outside the Union.
      const switzerland = await fees([{ idProduct: 10090, quantity: 6 }], WINE, 'CHE', '1200');
      expect(switzerland.status).toBe(400);
      expect(switzerland.body.message).toBe("Nous ne livrons qu'en France et dans l'Union européenne.");

      expect((await setParameter('SELL_WORLDWIDE', 'true')).status).toBe(200);
      const worldwide = await fees([{ idProduct: 10090, quantity: 6 }], WINE, 'CHE', '1200');
      expect(worldwide.status).toBe(200);
      expect(siteTypes(worldwide)).toEqual(['EXPORT']);
    } finally {
      await setParameter('SELL_WORLDWIDE', 'false');
      await setParameter('ONLY_SELL_IN_FRANCE', 'true');
    }
  });
});

describe('POST /relay/access-points', () => {
  const search = (postalCode: string, country = 'FRA', site = WINE) =>
    call('post', '/relay/access-points', { site, body: { postalCode, country } });

  it.each([
    ['49190', 'MR-49190-001'],
    ['49290', 'MR-49290-003'],
    ['44000', 'MR-44000-015'],
    ['75011', 'MR-75011-018'],
    ['49400', 'MR-49400-011'],
  ])('near %s the nearest point is %s, nearest first', async (postalCode, first) => {
    const res = await search(postalCode);
    expect(res.status).toBe(200);
    const points = res.body.data;
    expect(points.length).toBeGreaterThan(2);
    expect(points.length).toBeLessThanOrEqual(10);
    expect(points[0].id).toBe(first);
    expect(points[0]).toMatchObject({
      country: 'FRA',
      position: { lat: expect.any(Number), lng: expect.any(Number) },
      icon: 'mondial-relay',
    });
    const department = postalCode.slice(0, 2);
    const same = points.filter((p: { zipCode: string }) => p.zipCode.startsWith(department));
    // Same département first, then by distance.
    expect(points.slice(0, same.length)).toEqual(same);
    const distances = same.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('accepts a two-letter country and has none abroad or on the salon', async () => {
    expect((await search('49000', 'FR')).body.data.length).toBeGreaterThan(0);
    expect((await search('1000', 'BEL')).body.data).toEqual([]);
    expect((await search('69002', 'FRA', SALON)).body.data).toEqual([]);
  });
});

describe('company addresses and address types', () => {
  it('lists the click-and-collect address of the wine estate with its schedule', async () => {
    const res = await call('get', '/company/address?type=CLICK_AND_COLLECT', { site: WINE });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    const [cellar] = res.body.data.items;
    expect(cellar).toMatchObject({ id: 21, city: 'Rochefort-sur-Loire', zipCode: '49190' });
    expect(cellar.type.map((t: { value: string }) => t.value)).toEqual(['HEAD_OFFICE', 'CLICK_AND_COLLECT', 'SHOP']);
    expect(cellar.schedules).toHaveLength(1);
    expect(cellar.schedules[0].id).toBe(21);
    expect(cellar.schedules[0].slots).toHaveLength(10);
    const all = await call('get', '/company/address', { site: WINE });
    expect(all.body.data.total).toBe(2);
    const salon = await call('get', '/company/address', { site: SALON });
    // The salon's second address (the institute, issue 15's footer) has no type: it is no pick-up point.
    expect(salon.body.data.items.map((a: { id: number }) => a.id)).toEqual([11, 12]);
  });

  it('serves the address types to admins only', async () => {
    expect((await call('get', '/admin/address/type', { site: WINE })).status).toBe(401);
    const customer = await call('post', '/login', {
      site: WINE,
      body: { email: 'client@vins.test', password: 'Motdepasse1!' },
    });
    expect((await call('get', '/admin/address/type', { site: WINE, token: customer.body.data.token })).status).toBe(
      403,
    );
    const admin = await call('post', '/login', {
      site: WINE,
      body: { email: 'admin@vins.test', password: 'Motdepasse1!' },
    });
    const res = await call('get', '/admin/address/type', { site: WINE, token: admin.body.data.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { value: string }) => t.value)).toEqual([
      'HEAD_OFFICE',
      'CLICK_AND_COLLECT',
      'SHOP',
      'WAREHOUSE',
    ]);
  });
});

describe('GET /calendar/{id}/date/allowed/{month}/{year}', () => {
  const paris = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(d);
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

  it('gives Tuesday–Saturday dates no earlier than now + CLICK_AND_COLLECT_HOURS (48 h)', async () => {
    const now = new Date();
    const earliest = paris(new Date(now.getTime() + 48 * 3_600_000));
    const dayAfter = paris(new Date(now.getTime() + 72 * 3_600_000));
    const dates: string[] = [];
    for (const offset of [0, 1]) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
      const res = await call('get', `/calendar/21/date/allowed/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`, {
        site: WINE,
      });
      expect(res.status).toBe(200);
      dates.push(...res.body.data);
    }
    expect(dates.length).toBeGreaterThan(10);
    for (const date of dates) {
      expect(date >= earliest).toBe(true);
      expect([2, 3, 4, 5, 6]).toContain(weekday(date));
    }
    // Every opening day from the day after the earliest moment is offered (closed holidays aside).
    const next = dates.filter((d) => d > dayAfter);
    expect(next.length).toBeGreaterThan(5);
  });

  it('has no date in a past month and refuses month 13', async () => {
    expect((await call('get', '/calendar/21/date/allowed/1/2020', { site: WINE })).body.data).toEqual([]);
    const bad = await call('get', '/calendar/21/date/allowed/13/2030', { site: WINE });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toHaveProperty('month');
    expect((await call('get', '/calendar/21/date/allowed/0/2030', { site: WINE })).status).toBe(400);
  });

  it('keeps schedules per site', async () => {
    expect((await call('get', '/calendar/21/date/allowed/6/2030', { site: SALON })).status).toBe(404);
    const salon = await call('get', '/calendar/11/date/allowed/6/2030', { site: SALON });
    expect(salon.body.data[0]).toBe('2030-06-01'); // a Saturday
  });
});

describe('countries and cities', () => {
  it('lists European countries in French, France included', async () => {
    const res = await call('get', '/countries', { site: WINE });
    expect(res.status).toBe(200);
    const france = res.body.data.find((c: { alphaThree: string }) => c.alphaThree === 'FRA');
    expect(france).toEqual({ id: expect.any(Number), alphaTwo: 'FR', alphaThree: 'FRA', numCode: 250, name: 'France' });
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toContain('Allemagne');
    expect(names.length).toBeGreaterThan(30);
  });

  async function franceId(site = WINE) {
    const res = await call('get', '/countries', { site });
    return res.body.data.find((c: { alphaThree: string }) => c.alphaThree === 'FRA').id as number;
  }

  it('finds cities by name prefix, accent-insensitively, and by postal code prefix', async () => {
    const fr = await franceId();
    const byName = await call('get', `/cities/${encodeURIComponent('saint-em')}/${fr}`, { site: WINE });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((c: { name: string }) => c.name)).toEqual(['Saint-Émilion']);
    const upper = await call('get', `/cities/${encodeURIComponent('EPERN')}/${fr}`, { site: WINE });
    expect(upper.body.data[0]).toMatchObject({ name: 'Épernay', postalCode: '51200', department: '51' });
    const byCode = await call('get', `/cities/49190/${fr}`, { site: WINE });
    expect(byCode.body.data.map((c: { name: string }) => c.name).sort()).toEqual([
      'Denée',
      'Rochefort-sur-Loire',
      'Saint-Aubin-de-Luigné',
    ]);
    const paris = await call('get', `/cities/750/${fr}`, { site: WINE });
    expect(paris.body.data).toHaveLength(20);
  });

  it('answers 404 for a country of another site and [] for a country without cities', async () => {
    const wineFrance = await franceId(WINE);
    const salonFrance = await franceId(SALON);
    expect(wineFrance).not.toBe(salonFrance);
    expect((await call('get', `/cities/Lyon/${wineFrance}`, { site: SALON })).status).toBe(404);
    const countries = (await call('get', '/countries', { site: WINE })).body.data;
    const belgium = countries.find((c: { alphaThree: string }) => c.alphaThree === 'BEL').id;
    expect((await call('get', `/cities/Bru/${belgium}`, { site: WINE })).body.data).toEqual([]);
  });
});
