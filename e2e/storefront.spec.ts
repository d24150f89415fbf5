import { expect, test } from '@playwright/test';
import { E2E_API_PORT, E2E_WEB_PORT } from '../playwright.config';
import { atOneWidth } from './support/widths';

// The salon's page-tree routes of spec §2 (the fixed routes — /auth, legal texts, password reset — come
// with their screens), each with the heading its content opens with.
const SALON_ROUTES: [string, RegExp][] = [
  ['/', /Atelier Lumière/],
  ['/nous-contacter', /Nous contacter/],
  ['/tarifs-et-prestations', /Tarifs/],
  ['/spa-du-cheveu', /spa/i],
  ['/coiffure-et-maquillage-de-mariage', /mariage/i],
  ['/femme/balayage', /Balayage/],
  ['/femme/coiffure-pour-femme', /coiffure|coupe/i],
  ['/femme/coloration-vegetale', /végétale/i],
  ['/femme/coupe-energetique', /énergétique/i],
  ['/homme/coiffure-homme', /homme/i],
  ['/homme/espace-barbier', /barbier/i],
  ['/perte-de-cheveux/chevelures-de-remplacement', /chevelure|remplacement/i],
  ['/perte-de-cheveux/complements-capillaires', /compléments/i],
  ['/perte-de-cheveux/cure-de-repousse', /repousse/i],
];

for (const [path, heading] of SALON_ROUTES) {
  test(`salon ${path} answers 200 with its heading`, async ({ page }) => {
    atOneWidth('mobile-390');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toHaveText(heading);
  });
}

test('an unknown path answers 404 with the French message in the server HTML', async ({ request }) => {
  atOneWidth('desktop-1280');
  for (const path of ['/cette-page-n-existe-pas', '/femme/inconnue', '/site/1/femme']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('Cette page est introuvable');
    expect(html, path).toContain('Retour à la page d&#x27;accueil');
  }
  // A page that exists carries no English fallback screen in its payload either (app/not-found.tsx replaces Next's
  // built-in one as the root layout's not-found boundary).
  const home = await (await request.get('/')).text();
  expect(home).not.toContain('could not be found');
});

// A menu entry that links elsewhere (« Rendez-vous » → the contact page's appointment section) has no page of its own:
// a bookmark or a shared link to its address goes where the menu goes, not to a 404.
test('a link entry’s own address is sent where the menu sends it', async ({ request }) => {
  atOneWidth('desktop-1280');
  const response = await request.get('/prendre-rendez-vous', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/nous-contacter');
  expect(response.headers()['location']).toContain('#rendez-vous');
  expect((await request.get('/prendre-rendez-vous')).status()).toBe(200);
});

// Issue 19: every script a page loads is compiled off the main thread while it streams in (scripts/compile-hints.ts,
// the build's postbuild step): what the server sends, not only what the build wrote.
test('the scripts a page loads carry V8’s compile hint on their first line', async ({ request }) => {
  atOneWidth('desktop-1280');
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of scripts) {
    const source = await (await request.get(src)).text();
    expect(source.slice(0, 40), src).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  }
});

test('the menu leads from the home page to a sub-page', async ({ page }, testInfo) => {
  await page.goto('/');
  // Every picture of the page loads (the image service answers on the storefront's origin).
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`), fullPage: true });
  // Below 960 px the menu is in the drawer, sub-pages folded under their entry; above, they open on hover.
  const mobile = (page.viewportSize()?.width ?? 0) < 960;
  if (mobile) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (mobile) await menu.getByRole('button', { name: 'Afficher les sous-pages de Femme' }).click();
  else await menu.getByRole('link', { name: 'Femme', exact: true }).hover();
  await menu.getByRole('link', { name: 'Balayage' }).click();
  await page.waitForURL(/\/femme\/balayage$/);
  await expect(page.locator('main h1')).toHaveText('Balayage sur mesure');
});

test('the wine estate is served on its own host with its own menu and colours', async ({ page }, testInfo) => {
  await page.goto(`http://vins.localhost:${E2E_WEB_PORT}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Domaine des Coteaux Dorés' })).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) < 960) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Nos vins' }),
  ).toBeVisible();
  const salonPrimary = '#29362AFF';
  // The theme variables sit on the site's box (features/site/components/site-shell.tsx).
  const primary = await page
    .locator('.site')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--primary-color').trim());
  expect(primary).toBe('#6B1E2EFF');
  expect(primary).not.toBe(salonPrimary);
  await page.screenshot({ path: testInfo.outputPath(`vins-${testInfo.project.name}.png`), fullPage: true });
});

const LEGAL_ROUTES: [string, RegExp][] = [
  ['/cookie-policy', /cookies/i],
  ['/legal-notice', /Mentions légales/i],
  ['/privacy-policy', /confidentialité/i],
  ['/sale-terms', /Conditions générales de vente/i],
  ['/use-terms', /Conditions générales d.utilisation/i],
];

for (const [path, heading] of LEGAL_ROUTES) {
  test(`legal text ${path} answers 200 with its placeholders filled`, async ({ page, request }) => {
    atOneWidth('mobile-390');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toHaveText(heading);
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/\{\{\s*[A-Z_]+\s*\}\}/);
  });
}

test('the legal notice names the company from its parameters', async ({ page, request }) => {
  atOneWidth('mobile-390');
  const parameters = (
    await (await request.get(`http://127.0.0.1:${E2E_API_PORT}/parameter`, { headers: { idSite: '1' } })).json()
  ).data as {
    type: string;
    value: string | null;
  }[];
  const value = (type: string) => parameters.find((p) => p.type === type)?.value ?? '';
  await page.goto('/legal-notice');
  const text = await page.locator('main').innerText();
  for (const type of ['LEGAL_COMPANY_NAME', 'SIRET_NUMBER', 'RCS_NUMBER', 'LEGAL_AGENT']) {
    expect(value(type), type).not.toBe('');
    expect(text, type).toContain(value(type));
  }
});

test('the footer shows the identity, hours, links, networks and legal block from the parameters', async ({
  page,
}, testInfo) => {
  await page.goto('/spa-du-cheveu');
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: 'Atelier Lumière' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '04 78 42 16 90' })).toHaveAttribute('href', 'tel:0478421690');
  await expect(footer.locator('.footer-hours div').filter({ hasText: 'Lundi' })).toContainText('Fermé');
  await expect(footer.locator('.footer-hours div').filter({ hasText: 'Mardi' })).toContainText('9h00 – 19h00');
  await expect(footer.locator('.footer-hours div')).toHaveCount(7);
  // The hours line up in one column after the days, short (« Fermé ») or long (a range that may wrap).
  await footer.locator('.footer-hours').scrollIntoViewIfNeeded();
  const hoursLeft = await footer
    .locator('.footer-hours dd')
    .evaluateAll((hours) => hours.map((dd) => Math.round(dd.getBoundingClientRect().left)));
  expect(new Set(hoursLeft).size, `hours start at ${hoursLeft.join(', ')} px`).toBe(1);
  // Spec §3: Facebook, Instagram and YouTube are set, the other networks are empty.
  const networks = footer.getByRole('navigation', { name: 'Suivez-nous' }).getByRole('link');
  await expect(networks).toHaveText(['Facebook', 'Instagram', 'YouTube']);
  await footer
    .getByRole('navigation', { name: 'Informations légales' })
    .getByRole('link', { name: 'Mentions légales' })
    .click();
  await page.waitForURL(/\/legal-notice$/);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`footer-${testInfo.project.name}.png`), fullPage: true });
});

// Issue 19: on a long page the footer (1.8–1.9k px tall on a phone) is not laid out before the first paint, only when
// it nears the screen (app/globals.css: content-visibility). At 390 px only: the same rule at any width.
test('the footer of a long page is laid out when it nears the screen, not with the first paint', async ({ page }) => {
  atOneWidth('mobile-390');
  await page.goto(`http://vins.localhost:${E2E_WEB_PORT}/nos-vins`);
  const footer = page.locator('footer.site-footer');
  const company = footer.getByRole('heading', { name: 'Domaine des Coteaux Dorés' });
  // Skipped while far below the fold: the browser reports the footer's content as not rendered.
  const rendered = () => company.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  await expect(page.locator('main h1')).toBeVisible();
  expect(await rendered()).toBe(false);
  await company.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(company).toBeInViewport();
});

test('the price list shows every service of the salon with its prices in euros', async ({
  page,
  request,
}, testInfo) => {
  const services = (
    await (
      await request.get(`http://127.0.0.1:${E2E_API_PORT}/service?page=1&nbItem=100`, { headers: { idSite: '1' } })
    ).json()
  ).data.services as { title: string; prices: { label: string; price: number }[] }[];
  expect(services.length).toBeGreaterThan(5);
  await page.goto('/tarifs-et-prestations');
  const list = page.locator('.price-list');
  await expect(list.getByRole('heading', { level: 2 })).toHaveCount(services.length);
  const first = services[0]!;
  const row = list.getByRole('row').filter({ hasText: first.prices[0]!.label }).first();
  // French format: 48,00 € (no-break space before the euro sign).
  await expect(row).toContainText(`${first.prices[0]!.price.toFixed(2).replace('.', ',')}\u00a0€`);
  await page.screenshot({ path: testInfo.outputPath(`tarifs-${testInfo.project.name}.png`), fullPage: true });
});

test('no page scrolls sideways', async ({ page }) => {
  for (const path of ['/', '/tarifs-et-prestations', '/legal-notice', '/femme/balayage', '/nous-contacter']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// iOS Safari zooms the page into a field whose text is under 16 px when it is tapped, and leaves it zoomed. The pages
// with fields a visitor meets first: the contact and sign-in forms, the wine list's search and selects, the sheet's
// quantity; every page has the footer's newsletter field.
test('on a phone, every field a visitor can type in or pick from is drawn at 16 px or more', async ({ page }) => {
  atOneWidth('mobile-390');
  const wine = `http://vins.localhost:${E2E_WEB_PORT}`;
  for (const path of ['/nous-contacter', '/auth', `${wine}/nos-vins`, `${wine}/nos-vins/chenin-d-or-anjou-1007`]) {
    await page.goto(path);
    const small = await page.evaluate(() => {
      const notTyped = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'range', 'color']);
      return [
        ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          'input, select, textarea',
        ),
      ]
        .filter((field) => !notTyped.has(field.type) && field.tabIndex >= 0 && field.checkVisibility())
        .map((field) => ({ field: field.name || field.id, px: parseFloat(getComputedStyle(field).fontSize) }))
        .filter(({ px }) => px < 16);
    });
    expect(small, path).toEqual([]);
  }
});

test('each site has its own sitemap.xml and robots.txt', async ({ request, page }) => {
  atOneWidth('desktop-1280');
  const salon = await request.get('/sitemap.xml');
  expect(salon.status()).toBe(200);
  const salonXml = await salon.text();
  // On the sites' production origins, like the canonical URLs of their pages.
  expect(salonXml).toContain('<loc>https://www.atelier-lumiere.fr/femme/balayage</loc>');
  expect(salonXml).toContain('<loc>https://www.atelier-lumiere.fr/legal-notice</loc>');
  expect(salonXml).not.toContain('perte-de-cheveux</loc>'); // a heading-only menu entry is not a page
  // Detail pages too, each once below its list page: the hair-care products and the services.
  expect(salonXml).toContain('<loc>https://www.atelier-lumiere.fr/boutique/shampoing-douceur-a-l-avoine-101</loc>');
  expect(salonXml).toMatch(/<loc>https:\/\/www\.atelier-lumiere\.fr\/tarifs-et-prestations\/[a-z0-9-]+-\d+<\/loc>/);
  // *.localhost resolves in the browser only: read the wine estate's sitemap from one of its pages.
  await page.goto(`http://vins.localhost:${E2E_WEB_PORT}/`);
  const vins = await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()));
  expect(vins).toContain('<loc>https://www.coteaux-dores.fr/nos-vins</loc>');
  expect(vins).toContain('<loc>https://www.coteaux-dores.fr/nos-vins/les-terres-rouges-saumur-champigny-1001</loc>');
  expect(vins.match(/les-terres-rouges-saumur-champigny-1001<\/loc>/g)).toHaveLength(1);
  expect(vins).not.toContain('balayage');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.atelier-lumiere.fr/sitemap.xml');
});

test('an idle kept-alive connection is kept longer than the edge keeps its own (65 s against nginx’s 60 s)', async ({
  request,
}) => {
  atOneWidth('desktop-1280');
  // With Node's 5 s a reused connection could be reset as the server closed it: seen from this very spec's request
  // context under load (ECONNRESET on /robots.txt), and a 502 at the edge in production.
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['keep-alive']).toBe('timeout=65');
});

test('a ?from= visit link is logged, then the page loads without the query string', async ({
  page,
  request,
}, testInfo) => {
  atOneWidth('desktop-1280');
  // Visit ids are global to the API: one project only, so the other one's visits cannot fill the gap.
  test.skip(testInfo.project.name !== 'desktop-1280', 'counts visits on the shared API: runs in one project');
  const probe = async () =>
    (
      await (
        await request.get(`http://127.0.0.1:${E2E_API_PORT}/site/visit/e2e-probe`, { headers: { idSite: '1' } })
      ).json()
    ).data.id as number;
  const before = await probe();
  const response = await page.goto('/spa-du-cheveu?utm_medium=email&from=newsletter-mars&utm_campaign=mars');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/spa-du-cheveu');
  // The probe, the visit of the link, the probe again.
  expect((await probe()) - before).toBe(2);
});
