import { describe, expect, it } from 'vitest';
import { call } from '../../tests/contract/client';

type Param = { id: number; type: string; kind: string; label: string; value: string | null };
type PageNode = {
  id: number;
  url: string;
  title: string;
  isText: boolean;
  isFixedOnRight: boolean;
  isValid: boolean;
  isHome: boolean;
  cms: { isCmsPage: boolean; route: string | null; config: Record<string, unknown> };
  children: PageNode[];
};

const flatten = (nodes: PageNode[]): PageNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const byType = (params: Param[]) => Object.fromEntries(params.map((p) => [p.type, p]));

describe('GET /parameter', () => {
  it('answers every parameter of the salon with the defaults of spec §9 and §4', async () => {
    const res = await call<Param[]>('get', '/parameter');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const params = res.body.data;
    expect(params).toHaveLength(158);
    for (const p of params) {
      expect(p.id).toBeGreaterThanOrEqual(1);
      expect(p.id).toBeLessThanOrEqual(158);
      expect(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']).toContain(p.kind);
      expect(p.label.length).toBeGreaterThan(0);
    }
    expect(new Set(params.map((p) => p.id)).size).toBe(158);
    const v = byType(params);
    const expected: Record<string, string> = {
      LOGO_HEIGHT: '159',
      LOGO_HEIGHT_FOOTER: '150',
      LOGO_HEIGHT_MOBILE: '125',
      LOGO_MARGIN_TOP: '10',
      LOGO_MARGIN_BOTTOM: '10',
      LOGO_WIDTH: '0',
      LOGO_WIDTH_FOOTER: '0',
      LOGO_WIDTH_MOBILE: '0',
      MENU_ICON_SIZE: '12',
      COMPUTER_MENU_HEIGHT: '0',
      MENU_ICON: 'true',
      MENU_BOTTOM_PADDING: 'true',
      MENU_TOP_PADDING: 'false',
      IS_MENU_FIXED: 'false',
      DARK_THEME: 'false',
      SHOW_SEARCHBAR: 'false',
      HIDE_CONTACT_PAGE: 'true',
      SHOW_PROMOTE_MESSAGE: 'false',
      HIDE_HOMEPAGE_IN_MENU: 'false',
      CART_ICON: 'basket',
      MY_ACCOUNT_ICON: 'user',
      BASE_FONTAWESOME_ICON: 'thin',
      CORPORATE_FORM: 'SARL',
      PRIMARY_COLOR: '#29362AFF',
      ACCENT_COLOR: '#DCB253FF',
      ACTIVE_FONT_COLOR: '#FFFFFFFF',
      ACTIVE_MENU_COLOR: '#DCB253FF',
      BACKGROUND_COLOR: '#FFFFFFFF',
      BACKGROUND_HEADER_COLOR: '#29362AFF',
      BACKGROUND_FOOTER_COLOR: '#29362AFF',
      BACKGROUND_MENU_COLOR: '#29362AFF',
      HEADING_COLOR: '#FFFFFFFF',
      BACKGROUND_MOBILE_MENU_COLOR: '#FFFFFFFF',
      FONT_MOBILE_MENU_COLOR: '#000000FF',
      LOGO_POSITION: 'TOP',
      MENU_ALIGNMENT: 'LEFT',
      MENU_ACTIVE_TYPE: 'TEXT_COLOR',
      MENU_HOVER_TRANSITION: 'SIMPLE_TEXT_COLOR',
      MOBILE_MENU_POSITION: 'BOTTOM',
      PROMOTED_NEWS_STYLE: 'FLAT',
      DISPLAY_SOCIAL_ICON_IN_MENU: 'NO',
      MENU_TYPE: 'RELATIVE',
      SEE_CART_ON_HOVER: 'false',
      ENABLE_NEWSLETTER: 'true',
      ASK_BIRTHDATE_AT_REGISTER: 'false',
      BLOCK_MINORS_FROM_REGISTERING: 'false',
      ALLOW_ONLY_MOBILE_PHONE: 'false',
      CLICK_AND_COLLECT_HOURS: '2',
      IS_BLOG_ACTIVATED: 'true',
      COMPANY_NAME: 'Atelier Lumière',
    };
    for (const [type, value] of Object.entries(expected))
      expect({ type, value: v[type]?.value }).toEqual({ type, value });
    expect(v.FONT_COLOR!.value!.startsWith('#FF0000')).toBe(true);
    expect(v.FACEBOOK_URL!.value).toMatch(/^https:\/\//);
    expect(v.INSTAGRAM_URL!.value).toMatch(/^https:\/\//);
    expect(v.YOUTUBE_URL!.value).toMatch(/^https:\/\//);
    expect(v.TWITTER_URL!.value).toBeNull();
    expect(v.LINKEDIN_URL!.value).toBeNull();
    expect(v.COMPANY_ADDRESS!.kind).toBe('LINK');
    expect(v.LEGAL_NOTICE!.kind).toBe('TEXT');
    expect(v.LEGAL_NOTICE!.value).toContain('{{SIRET_NUMBER}}');
    expect(v.USE_TERMS!.value).toContain('L335-2');
    expect(v.PRIVACY_POLICY!.value).toContain('10 jours ouvrés');
    for (const day of ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])
      expect(v[`${day}_HOURS`]!.value).toBeTruthy();
  });

  it("keeps the same ids but the wine estate's own values on site 2", async () => {
    const [salon, wine] = await Promise.all([
      call<Param[]>('get', '/parameter'),
      call<Param[]>('get', '/parameter', { site: 2 }),
    ]);
    expect(wine.status).toBe(200);
    const s = byType(salon.body.data);
    const w = byType(wine.body.data);
    for (const type of Object.keys(s)) expect(w[type]?.id).toBe(s[type]!.id);
    expect(w.COMPANY_NAME!.value).toBe('Domaine des Coteaux Dorés');
    expect(w.PRIMARY_COLOR!.value).not.toBe(s.PRIMARY_COLOR!.value);
    expect(w.MINIMUM_EXPEDITION_BOTTLE!.value).toBe('6');
    expect(w.MAXIMUM_EXPEDITION_BOTTLE!.value).toBe('120');
    expect(w.FREE_SHIPPING_BOTTLE!.value).toBe('24');
    expect(w.FREE_SHIPPING_PRICE!.value).toBe('200');
    expect(w.DISPLAY_ALCOHOL_SELLING_MESSAGE!.value).toBe('true');
    expect(w.CLICK_AND_COLLECT_HOURS!.value).toBe('48');
    expect(w.SHOW_SEARCHBAR!.value).toBe('true');
  });

  it('refuses a call without idSite', async () => {
    const res = await call('get', '/parameter', { site: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("L'en-tête idSite est obligatoire.");
  });
});

describe('GET /site/info', () => {
  it('answers the salon with fonts, logos and the French language', async () => {
    const res = await call('get', '/site/info');
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({
      id: 1,
      isWinemaker: false,
      isECommerce: true,
      isBuilding: false,
      defaultLang: 'fr_FR',
      productionUrl: 'https://www.atelier-lumiere.fr',
    });
    expect(info.fonts.map((f: { type: string }) => f.type).sort()).toEqual(['CONTENT', 'MENU', 'TITLE']);
    expect(info.logos.map((l: { type: string }) => l.type).sort()).toEqual(['LOGO', 'LOGO_FAVICON', 'LOGO_FOOTER']);
    const logo = info.logos.find((l: { type: string }) => l.type === 'LOGO');
    expect(logo.onlineImage.externalPath).toMatch(/^1\//);
    expect(logo.onlineImage.url).toMatch(/\/images\/1\/logo-atelier-lumiere\.svg$/);
    expect(info.languages).toEqual([
      expect.objectContaining({ code: 'fr_FR', isValid: true, country: expect.objectContaining({ alphaTwo: 'FR' }) }),
    ]);
  });

  it('answers the wine estate on site 2', async () => {
    const res = await call('get', '/site/info', { site: 2 });
    expect(res.body.data).toMatchObject({ id: 2, isWinemaker: true, technicalFileModel: 'WINE_SHEET' });
    expect(
      res.body.data.logos.every((l: { onlineImage: { externalPath: string } }) =>
        l.onlineImage.externalPath.startsWith('2/'),
      ),
    ).toBe(true);
  });
});

describe('the page tree and pages', () => {
  const SPEC_ROUTES = [
    'nous-contacter',
    'tarifs-et-prestations',
    'spa-du-cheveu',
    'coiffure-et-maquillage-de-mariage',
    'femme/balayage',
    'femme/coiffure-pour-femme',
    'femme/coloration-vegetale',
    'femme/coupe-energetique',
    'homme/coiffure-homme',
    'homme/espace-barbier',
    'perte-de-cheveux/chevelures-de-remplacement',
    'perte-de-cheveux/complements-capillaires',
    'perte-de-cheveux/cure-de-repousse',
  ];

  it('GET /page holds every route of spec §2, nested and ordered, valid pages only', async () => {
    const res = await call<PageNode[]>('get', '/page');
    expect(res.status).toBe(200);
    const all = flatten(res.body.data);
    const urls = all.map((p) => p.url);
    for (const route of SPEC_ROUTES) expect(urls).toContain(route);
    expect(all.every((p) => p.isValid)).toBe(true);
    expect(urls).not.toContain('offre-printemps');
    expect(res.body.data[0]!.isHome).toBe(true);
    const femme = res.body.data.find((p) => p.url === 'femme')!;
    expect(femme.children.map((c) => c.url)).toEqual([
      'femme/balayage',
      'femme/coiffure-pour-femme',
      'femme/coloration-vegetale',
      'femme/coupe-energetique',
    ]);
    expect(all.find((p) => p.url === 'perte-de-cheveux')!.isText).toBe(true);
    expect(all.some((p) => p.isFixedOnRight)).toBe(true);
    const cms = Object.fromEntries(all.filter((p) => p.cms.isCmsPage).map((p) => [p.url, p.cms]));
    expect(cms['nous-contacter']!.route).toBe('contact');
    expect(cms['tarifs-et-prestations']!.route).toBe('services');
    expect(cms['boutique']!.route).toBe('products');
    expect(cms['evenements']).toEqual({ isCmsPage: true, route: 'elements', config: { elementRoute: 'evenements' } });
    for (const route of ['news', 'blog', 'albums', 'form', 'reviews'])
      expect(Object.values(cms).map((c) => c.route)).toContain(route);
  });

  it.each([
    ['several segments', '/page/femme/balayage'],
    ['an encoded slash', '/page/femme%2Fbalayage'],
  ])('finds a nested page by its slug path (%s) with its layouts', async (_how, path) => {
    const res = await call('get', path);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({
      title: 'Balayage',
      url: 'femme/balayage',
      isValid: true,
      link: { type: 'NONE' },
      cms: { isCmsPage: false },
    });
    expect(page.layouts).toHaveLength(1);
    expect(page.layouts[0].html).toContain('<h1>Balayage sur mesure</h1>');
    expect(page.layouts[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the page fields isCustomHeader / isCustomFooter: the wedding page ends with its own footer', async () => {
    const wedding = (await call('get', '/page/coiffure-et-maquillage-de-mariage')).body.data;
    expect(wedding).toMatchObject({ isCustomHeader: false, isCustomFooter: true });
    expect(wedding.layouts.at(-1).html).toMatch(/^<footer class="band">/);
    expect((await call('get', '/page/femme/balayage')).body.data).toMatchObject({
      isCustomHeader: false,
      isCustomFooter: false,
    });
  });

  it('answers a menu page with its children', async () => {
    const res = await call('get', '/page/perte-de-cheveux');
    expect(res.status).toBe(200);
    expect(res.body.data.isText).toBe(true);
    expect(res.body.data.layouts).toEqual([]);
    expect(res.body.data.children).toHaveLength(3);
  });

  it.each(['/page/inconnue', '/page/femme/inconnue', '/page/FEMME', '/page/..%2Fadmin', "/page/x'%20or%201=1"])(
    'answers 404 with a French message for %s',
    async (path) => {
      const res = await call('get', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, data: null, message: 'Cette page est introuvable.' });
    },
  );

  it('hides an unpublished page from visitors', async () => {
    const res = await call('get', '/page/offre-printemps');
    expect(res.status).toBe(404);
  });

  it('keeps each site to its own pages', async () => {
    const wineOnly = await call('get', '/page/nos-vins', { site: 2 });
    expect(wineOnly.status).toBe(200);
    expect((await call('get', '/page/nos-vins')).status).toBe(404);
    expect((await call('get', '/page/femme/balayage', { site: 2 })).status).toBe(404);
    const tree = await call<PageNode[]>('get', '/page', { site: 2 });
    const urls = flatten(tree.body.data).map((p) => p.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'accueil',
        'le-domaine',
        'le-domaine/notre-histoire',
        'nos-vins',
        'coffrets',
        'actualites',
        'blog',
        'galerie',
        'evenements',
        'nous-contacter',
      ]),
    );
    expect(urls).not.toContain('femme');
  });
});

describe('component confs, popups, visits, keys, external apps', () => {
  it('GET /component/conf/{slug}', async () => {
    const res = await call('get', '/component/conf/home-slider');
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('home-slider');
    expect(res.body.data.conf.slides.length).toBeGreaterThan(0);
    expect((await call('get', '/component/conf/contact-map')).body.data.conf).toHaveProperty('latitude');
    const missing = await call('get', '/component/conf/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('La configuration de ce composant est introuvable.');
  });

  it('GET /popup/{id}: own site only', async () => {
    const res = await call('get', '/popup/1');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'delaySeconds',
      'html',
      'id',
      'isActive',
      'showOnEveryReload',
      'title',
    ]);
    expect((await call('get', '/popup/2')).status).toBe(404);
    expect((await call('get', '/popup/2', { site: 2 })).status).toBe(200);
    expect((await call('get', '/popup/abc')).status).toBe(400);
  });

  it('GET /site/visit/{from} logs the visit', async () => {
    const res = await call('get', '/site/visit/qr-code-vitrine');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ from: 'qr-code-vitrine' });
    expect(res.body.message).toBe('Visite enregistrée.');
    expect((await call('get', `/site/visit/${'x'.repeat(101)}`)).status).toBe(400);
    expect((await call('get', '/site/visit/%3Cscript%3E')).status).toBe(400);
  });

  it('GET /custom-{provider}/public-key', async () => {
    const res = await call('get', '/custom-stripe/public-key');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ provider: 'stripe', publicKey: expect.stringMatching(/^pk_test_local_/) });
    const other = await call('get', '/custom-stripe/public-key', { site: 2 });
    expect(other.body.data.publicKey).not.toBe(res.body.data.publicKey);
    const unknown = await call('get', '/custom-paypal/public-key');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Aucune clé publique n'est configurée pour ce moyen de paiement.");
    expect((await call('get', '/stripe/public-key')).status).toBe(404);
  });

  it('GET /external-app/{app}/config/public', async () => {
    const wine = await call('get', '/external-app/PRODUCT_FILE_GENERATOR/config/public', { site: 2 });
    expect(wine.status).toBe(200);
    expect(wine.body.data).toMatchObject({ app: 'PRODUCT_FILE_GENERATOR', isActive: true });
    const salon = await call('get', '/external-app/PRODUCT_FILE_GENERATOR/config/public');
    expect(salon.status).toBe(200);
    expect(salon.body.data.isActive).toBe(false);
    const missing = await call('get', '/external-app/UNKNOWN_APP/config/public');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Cette application externe n'est pas configurée sur ce site.");
  });
});

describe('POST /image/load-svg', () => {
  const outside = [
    'https://evil.example/images/1/logo.svg',
    'http://169.254.169.254/latest/meta-data',
    'file:///etc/passwd',
    '/images/2/logo-coteaux-dores.svg',
    '/images/1/../../etc/passwd.svg',
    '/images/1/logo.png',
    'pas une url',
  ];
  it.each(outside)('refuses %s with a 400', async (url) => {
    const res = await call('post', '/image/load-svg', { body: { url } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "Seules les images SVG hébergées par le service d'images de ce site peuvent être chargées.",
    );
  });

  it("serves the salon's seeded menu icon (seed media) to its own site only", async () => {
    const res = await call('post', '/image/load-svg', { body: { url: '/images/1/icone-spa.svg' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^<svg[\s>]/);
    expect((await call('post', '/image/load-svg', { site: 2, body: { url: '/images/1/icone-spa.svg' } })).status).toBe(
      400,
    );
  });

  it('answers 404 for a missing file of the site and 400 for a missing url', async () => {
    const res = await call('post', '/image/load-svg', { body: { url: '/images/1/inexistant.svg' } });
    expect(res.status).toBe(404);
    expect((await call('post', '/image/load-svg', { body: {} })).status).toBe(400);
  });
});
