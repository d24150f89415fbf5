import { describe, expect, inject, it } from 'vitest';
import { call } from '../../tests/contract/client';

// Reads seeded data only (seed/shop.ts documents the ids). Stock may be changed by the order
// tests running in parallel, so nothing here asserts a tracked stock level.

const WINE = 2;
const SALON = 1;

interface Item {
  id: number;
  name: string;
  kind: string | null;
  tags: string[];
  type: { type: string };
  price: number | null;
  declinations: { id: number; price: number }[];
}
const lowest = (product: Item) => Math.min(...product.declinations.map((d) => d.price));
const ids = (products: Item[]) => products.map((p) => p.id);
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

async function list(query: string, site = WINE) {
  const res = await call<{ products: Item[]; total: number }>('get', `/product${query}`, { site });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

describe('GET /product (the product list)', () => {
  it('lists the valid products of the site, 100 per page, ordered by price ascending by default', async () => {
    const { products, total } = await list('');
    expect(total).toBe(19);
    expect(products).toHaveLength(19);
    const prices = products.map(lowest);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(9.5);
    expect(products.at(-1)?.id).toBe(1103);
  });

  it('pages with nbItem and page, with the total of every page', async () => {
    const all = ids((await list('')).products);
    const second = await list('?nbItem=5&page=2');
    expect(second.total).toBe(19);
    expect(ids(second.products)).toEqual(all.slice(5, 10));
    const last = await list('?nbItem=5&page=4');
    expect(ids(last.products)).toEqual(all.slice(15));
    const beyond = await list('?nbItem=5&page=9');
    expect(beyond).toEqual({ products: [], total: 19 });
  });

  it('filters by name with the lk: prefix and by exact name', async () => {
    expect(ids((await list('?name=lk:terres')).products).sort()).toEqual([1001, 1013]);
    expect(ids((await list(`?name=${encodeURIComponent('Roche Dorée')}`)).products)).toEqual([1006]);
    expect(ids((await list('?name=')).products)).toHaveLength(19); // empty filters are skipped (spec §7)
  });

  it('filters by kind and by type', async () => {
    expect(ids((await list('?kind=Moelleux')).products).sort()).toEqual([1011, 1012]);
    expect(ids((await list('?kind=Effervescent')).products)).toEqual([1010]);
    const boxes = await list('?type=BOX');
    expect(boxes.total).toBe(3);
    expect(boxes.products.every((p) => p.type.type === 'BOX' && p.kind === 'Coffret')).toBe(true);
    const goods = await list('?type=OTHER&kind=Accessoire');
    expect(ids(goods.products).sort()).toEqual([1201, 1202, 1203]);
  });

  it('filters by tags, any of a comma list', async () => {
    const medalled = await list(`?tags=${encodeURIComponent('médaillé')}`);
    expect(ids(medalled.products).sort()).toEqual([1001, 1003, 1006, 1011, 1012, 1102]);
    const either = await list(`?tags=${encodeURIComponent('bio, fête')}`);
    expect(either.total).toBe(13);
    expect(either.products.every((p) => p.tags.includes('bio') || p.tags.includes('fête'))).toBe(true);
    expect((await list('?tags=inconnu')).total).toBe(0);
  });

  it('searches name, appellation, description and grape varieties, ignoring case and accents', async () => {
    expect(ids((await list('?search=CREMANT')).products)).toEqual([1010]);
    expect(ids((await list('?search=grolleau')).products)).toEqual([1008]);
    expect(ids((await list(`?search=${encodeURIComponent('chenin LAYON')}`)).products).sort()).toEqual([1011, 1012]);
    expect(ids((await list(`?search=${encodeURIComponent('abricot confit')}`)).products)).toEqual([1011]);
    expect(ids((await list(`?search=${encodeURIComponent('épices')}`)).products)).toEqual([1003]);
    // LIKE wildcards are literal: « % » is only in « 80 % de cabernet franc », « _ » nowhere.
    expect(ids((await list('?search=%25')).products)).toEqual([1003]);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('orders by name', async () => {
    const { products } = await list('?orderBy=name&nbItem=5');
    expect(products.map((p) => p.name)).toEqual([
      'Caisse bois 12 bouteilles',
      'Carafe à décanter',
      "Chenin d'Or",
      'Clos de la Butte',
      'Coffret découverte 3 bouteilles',
    ]);
  });

  it('orders by -price and price:desc', async () => {
    for (const orderBy of ['-price', 'price:desc']) {
      const { products } = await list(`?orderBy=${orderBy}`);
      const prices = products.map(lowest);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(products[0]?.id).toBe(1103);
    }
  });

  it('accepts the other sorts: year, position, createdAt', async () => {
    expect((await list('?orderBy=position')).products[0]?.id).toBe(1001);
    expect((await list('?orderBy=-createdAt')).products[0]?.id).toBe(1203);
    expect((await list('?orderBy=-year&type=WINE')).products[0]?.id).toBe(1007);
  });

  it('never shows another site’s products', async () => {
    const salon = await list('', SALON);
    expect(ids(salon.products).sort()).toEqual([101, 102, 103, 104, 105, 106]);
    expect(salon.products.every((p) => p.kind === 'Soin' && p.type.type === 'OTHER')).toBe(true);
    expect((await list('?name=lk:terres', SALON)).total).toBe(0);
  });

  it.each([
    ['nbItem=0', 'nbItem'],
    ['nbItem=abc', 'nbItem'],
    ['nbItem=101', 'nbItem'],
    ['page=0', 'page'],
    ['type=WINES', 'type'],
  ])('refuses %s with a 400 envelope naming the field', async (query, field) => {
    const res = await call('get', `/product?${query}`, { site: WINE });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Certains paramètres de la requête sont invalides.');
    expect(res.body.data.errors).toHaveProperty(field);
  });

  it('refuses an unknown orderBy with a 400 envelope', async () => {
    const res = await call('get', '/product?orderBy=unknown', { site: WINE });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: null, message: 'Impossible de trier selon « unknown ».' });
  });
});

describe('GET /product/{id} (one site product)', () => {
  it('answers every field of spec §3 with euros and capacities in their unit', async () => {
    const res = await call('get', '/product/1001', { site: WINE });
    expect(res.status).toBe(200);
    const product = res.body.data;
    expect(product).toMatchObject({
      id: 1001,
      idProduct: 1001,
      type: { type: 'WINE' },
      subtypeType: 'BOTTLE',
      name: 'Les Terres Rouges',
      slug: 'les-terres-rouges-saumur-champigny',
      appellation: 'Saumur-Champigny',
      kind: 'Rouge',
      grapeVarieties: ['Cabernet franc'],
      tags: ['bio', 'médaillé'],
      multipleOf: 1,
      // The default declination is the cheapest valid one: 2021, 37.5 cl, stock not tracked.
      idDeclination: 10011,
      price: 9.5,
      setQuantity: false,
      discount: null,
      variation1: null,
      years: [2021, 2020, 2019],
      decreasingDiscounts: [
        { minQuantity: 6, type: 'PERCENT', amount: 5 },
        { minQuantity: 12, type: 'PERCENT', amount: 10 },
      ],
    });
    expect(product.features).toContainEqual({ label: 'Température de service', value: '15 à 16 °C' });
    expect(product.nutritional).toHaveProperty('Énergie');
    expect(product.mealIcons.map((icon: { name: string }) => icon.name)).toEqual([
      'Viande rouge',
      'Charcuterie',
      'Fromage',
    ]);
    expect(product.declinations).toHaveLength(8);
    expect(product.declinations[0].id).toBe(10011);
    for (const declination of product.declinations) {
      expect(Object.keys(declination).sort()).toEqual(
        [
          'available',
          'capacity',
          'capacityUnit',
          'discount',
          'finalPrice',
          'fixedPrice',
          'id',
          'idProduct',
          'image',
          'price',
          'quantity',
          'sellByMultipleOf',
          'setQuantity',
          'variation1',
          'variation2',
          'variation3',
          'year',
        ].sort(),
      );
      expect(hasTwoDecimalsAtMost(declination.price)).toBe(true);
      expect(declination.capacityUnit).toBe('CENTILITRE');
    }
    const byId = new Map(product.declinations.map((d: { id: number }) => [d.id, d]));
    expect(byId.get(10011)).toMatchObject({ year: 2021, capacity: 37.5, price: 9.5, sellByMultipleOf: 1 });
    expect(byId.get(10010)).toMatchObject({ year: 2021, capacity: 75, price: 15.5, setQuantity: true });
    expect(byId.get(10012)).toMatchObject({ capacity: 150, price: 34 });
  });

  it('answers variations, discounts, litres and multiples', async () => {
    const chinon = (await call('get', '/product/1002', { site: WINE })).body.data;
    expect(chinon.variation1).toEqual({ id: 21, label: 'Cuvée' });
    const prestige = chinon.declinations.find((d: { id: number }) => d.id === 10023);
    expect(prestige).toMatchObject({
      price: 52,
      sellByMultipleOf: 2,
      variation1: { id: 212, idVariation: 21, label: 'Prestige', displayLabel: 'Cuvée Prestige' },
    });

    const galets = (await call('get', '/product/1004', { site: WINE })).body.data;
    expect(galets.declinations.find((d: { id: number }) => d.id === 10042)).toMatchObject({
      price: 14.5,
      finalPrice: 13,
      sellByMultipleOf: 3,
      discount: { type: 'EURO', amount: 1.5 },
    });

    const rose = (await call('get', '/product/1008', { site: WINE })).body.data;
    expect(rose).toMatchObject({ price: 9.9, finalPrice: 8.91, discount: { type: 'PERCENT', amount: 10 } });

    const cremant = (await call('get', '/product/1010', { site: WINE })).body.data;
    expect(cremant.declinations.find((d: { id: number }) => d.id === 10101)).toMatchObject({
      year: null,
      capacity: 1.5,
      capacityUnit: 'LITER',
      price: 35,
    });

    const caisse = (await call('get', '/product/1013', { site: WINE })).body.data;
    expect(caisse.multipleOf).toBe(6);

    const box = (await call('get', '/product/1101', { site: WINE })).body.data;
    expect(box.type).toEqual({ type: 'BOX' });
    expect(box.declinations[0]).toMatchObject({ year: null, capacity: null, capacityUnit: null });
    expect(box.variation1).toEqual({ id: 23, label: 'Assortiment' });
  });

  it('is 404 for a product of another site, an unknown id; 400 for a malformed id', async () => {
    for (const [site, id] of [
      [SALON, 1001],
      [WINE, 101],
      [WINE, 999999],
    ] as const) {
      const res = await call('get', `/product/${id}`, { site });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, data: null, message: 'Ce produit est introuvable.' });
    }
    expect((await call('get', '/product/abc', { site: WINE })).status).toBe(400);
    expect((await call('get', '/product/-3', { site: WINE })).status).toBe(400);
  });

  it('answers the salon’s hair-care products with their « Contenance » variation', async () => {
    const res = await call('get', '/product/101', { site: SALON });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: { type: 'OTHER' },
      subtypeType: 'CARE',
      kind: 'Soin',
      price: 14.5,
      variation1: { id: 11, label: 'Contenance' },
    });
    expect(res.body.data.declinations.map((d: { variation1: { label: string } }) => d.variation1.label)).toEqual([
      '200 ml',
      '500 ml',
    ]);
  });
});

describe('GET /variation', () => {
  it('answers the site’s variations with their details', async () => {
    const wine = (await call('get', '/variation', { site: WINE })).body.data;
    expect(wine.map((v: { label: string }) => v.label)).toEqual([
      'Cuvée',
      'Étiquette',
      'Assortiment',
      'Emballage',
      'Coloris',
      'Lot',
    ]);
    expect(wine[0].details).toEqual([
      { id: 211, label: 'Tradition', displayLabel: null, position: 0 },
      { id: 212, label: 'Prestige', displayLabel: 'Cuvée Prestige', position: 1 },
    ]);
    const salon = (await call('get', '/variation', { site: SALON })).body.data;
    expect(salon.map((v: { id: number }) => v.id)).toEqual([11, 12]);
    expect(salon[0].details.map((d: { label: string }) => d.label)).toEqual(['50 ml', '100 ml', '200 ml', '500 ml']);
  });
});

describe('GET /award?product={id}', () => {
  it('answers the medals of a product', async () => {
    const res = await call('get', '/award?product=1001', { site: WINE });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: 2001,
        idProduct: 1001,
        name: 'Concours Général Agricole de Paris',
        year: 2021,
        medal: 'or',
        image: '/images/2/medaille-or.svg',
      },
      {
        id: 2002,
        idProduct: 1001,
        name: 'Concours des Vins du Val de Loire',
        year: 2022,
        medal: 'argent',
        image: '/images/2/medaille-argent.svg',
      },
    ]);
    expect((await call('get', '/award?product=1202', { site: WINE })).body.data).toEqual([]);
  });

  it('is 404 for another site’s product and 400 without a valid product id', async () => {
    const other = await call('get', '/award?product=1001', { site: SALON });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Ce produit est introuvable.');
    for (const query of ['', '?product=abc', '?product=0']) {
      const res = await call('get', `/award${query}`, { site: WINE });
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toHaveProperty('product');
    }
  });
});

describe('GET /v2/product/recommended/{id}', () => {
  it('answers the recommended products in data.products, list item shape', async () => {
    const res = await call('get', '/v2/product/recommended/1001', { site: WINE });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.products)).toEqual([1002, 1004, 1101]);
    expect(res.body.data.products[0]).toHaveProperty('declinations');
    expect(res.body.data.products[0]).toHaveProperty('type', { type: 'WINE' });
  });

  it('falls back to products of the same kind', async () => {
    const res = await call('get', '/v2/product/recommended/1009', { site: WINE });
    expect(ids(res.body.data.products)).toEqual([1008]);
  });

  it('is 404 for another site’s product', async () => {
    expect((await call('get', '/v2/product/recommended/1001', { site: SALON })).status).toBe(404);
  });
});

describe('GET /parameter/product/meal-icon', () => {
  it('answers the site’s meal icons', async () => {
    const res = await call('get', '/parameter/product/meal-icon', { site: WINE });
    expect(res.status).toBe(200);
    expect(res.body.data.map((icon: { name: string }) => icon.name)).toEqual([
      'Viande rouge',
      'Volaille',
      'Poisson',
      'Crustacés',
      'Fromage',
      'Dessert',
      'Charcuterie',
      'Apéritif',
    ]);
    expect(res.body.data[0]).toEqual({ id: 201, name: 'Viande rouge', icon: 'fa-cow' });
    expect((await call('get', '/parameter/product/meal-icon', { site: SALON })).body.data).toEqual([]);
  });
});

describe('GET /product/generate/file/{id}[/{idDeclination}] (technical file)', () => {
  const download = (path: string, site = WINE) =>
    fetch(`${inject('apiUrl')}${path}`, { headers: { idSite: String(site) } });

  it('answers a PDF attachment with a French file name for a wine', async () => {
    const res = await download('/product/generate/file/1001');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="fiche-technique-les-terres-rouges-saumur-champigny.pdf"',
    );
    const text = new TextDecoder('latin1').decode(await res.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Les Terres Rouges) Tj');
    expect(text).toContain('(C\\351pages : Cabernet franc) Tj');
  });

  it('describes one declination when given', async () => {
    const res = await download('/product/generate/file/1001/10011');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'fiche-technique-les-terres-rouges-saumur-champigny-2021-37-5cl.pdf',
    );
    const text = new TextDecoder('latin1').decode(await res.arrayBuffer());
    expect(text).toContain('(Mill\\351sime : 2021) Tj');
    expect(text).toContain('(Contenance : 37,5 cl) Tj');
  });

  it('is a 404 envelope for an unknown product, another site’s product or another product’s declination', async () => {
    for (const [path, site, message] of [
      ['/product/generate/file/999999', WINE, 'Ce produit est introuvable.'],
      ['/product/generate/file/1001', SALON, 'Ce produit est introuvable.'],
      ['/product/generate/file/1001/10030', WINE, "Cette déclinaison n'existe pas pour ce produit."],
      ['/product/generate/file/1001/999999', WINE, "Cette déclinaison n'existe pas pour ce produit."],
    ] as const) {
      const res = await download(path, site);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, data: null, message });
    }
  });
});

describe('the catalogue in the OpenAPI document', () => {
  it('documents every catalogue call under the Catalogue tag', async () => {
    const doc = await fetch(`${inject('apiUrl')}/openapi.json`).then((r) => r.json());
    for (const path of [
      '/product',
      '/product/{id}',
      '/variation',
      '/award',
      '/v2/product/recommended/{id}',
      '/parameter/product/meal-icon',
      '/product/generate/file/{id}',
      '/product/generate/file/{id}/{idDeclination}',
    ]) {
      expect(doc.paths[path]?.get?.tags, path).toContain('Catalogue');
    }
  });
});
