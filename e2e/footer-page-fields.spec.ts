import { expect, test, type Page } from '@playwright/test';
import { E2E_WEB_PORT } from '../playwright.config';

// Issue 15, the shell's details: the footer's logo, fax, RM number, other addresses and every network (seeded in
// mock-api/seed/site-parameters.ts and commerce.ts), the salon's spa menu icon given as an SVG of the image service
// (POST /image/load-svg, sanitized and inlined), and the wine estate's history page script (link.jsCode), which
// waits for the visitor's consent; the salon's wedding page and its own footer (isCustomFooter). Screenshots of both
// footers at 390 and 1280 px in the test's output folder.
const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
const TRACKER_HOST = /(^|\.)(coteauxdores\.example|googletagmanager\.com|google-analytics\.com)$/;
const SHOWN = { timeout: 20_000 };

test.describe.configure({ timeout: 60_000 });

async function shootFooter(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    // Both sites' footer logos are small SVGs, drawn inline (features/site/logo-svg.ts): nothing to wait for but
    // the drawing's box.
    await expect
      .poll(() => footer.locator('.footer-logo svg').evaluate((svg) => svg.getBoundingClientRect().width))
      .toBeGreaterThan(0);
    await footer.screenshot({ path: outputPath(`${name}-footer-${width}.png`) });
  }
}

test("the salon's footer: its footer logo, fax, RM number and second address; its networks stay spec §3's", async ({
  page,
}, testInfo) => {
  await page.goto('/spa-du-cheveu');
  const footer = page.getByRole('contentinfo');
  const logo = footer.getByRole('link', { name: "Atelier Lumière — page d'accueil" });
  await expect(logo).toHaveAttribute('href', '/');
  // The white logo (logo-atelier-lumiere-blanc.svg), drawn inline at LOGO_HEIGHT_FOOTER's default height.
  await expect(logo.locator('svg[role="img"]')).toHaveAttribute('height', '150');
  await expect(logo.locator('svg text').first()).toHaveAttribute('fill', '#FFFFFF');
  await expect(logo.locator('img')).toHaveCount(0);
  await expect(footer.locator('address').first()).toContainText('Fax : 04 78 42 16 91');
  await expect(footer.locator('.footer-rm')).toHaveText('Répertoire des métiers : 812 345 676 RM 69');
  const others = footer.getByRole('region', { name: 'Nos autres adresses' });
  await expect(others).toContainText('Atelier Lumière — l’institut');
  await expect(others).toContainText('3 place des Jacobins');
  await expect(others.getByRole('link', { name: '04 78 42 16 92' })).toHaveAttribute('href', 'tel:0478421692');
  await expect(footer.getByRole('navigation', { name: 'Suivez-nous' }).getByRole('link')).toHaveText([
    'Facebook',
    'Instagram',
    'YouTube',
  ]);
  await shootFooter(page, 'salon', (name) => testInfo.outputPath(name));
});

test("the wine estate's footer: its cellar as second address, and Telegram, Discord and GitHub", async ({
  page,
}, testInfo) => {
  await page.goto(`${WINE}/nos-vins`);
  const footer = page.getByRole('contentinfo');
  const logo = footer.getByRole('link', { name: "Domaine des Coteaux Dorés — page d'accueil" });
  await expect(logo.locator('svg[role="img"]')).toBeVisible();
  await expect(footer.locator('address').first()).toContainText('Fax : 02 41 78 32 57');
  // No RM number: a wine estate is not in the répertoire des métiers (RM_NUMBER is empty).
  await expect(footer.locator('.footer-rm')).toHaveCount(0);
  await expect(footer.getByRole('region', { name: 'Nos autres adresses' })).toContainText('Chai de stockage');
  const networks = footer.getByRole('navigation', { name: 'Suivez-nous' }).getByRole('link');
  await expect(networks).toHaveText(['Facebook', 'Instagram', 'YouTube', 'Telegram', 'Discord', 'GitHub']);
  await expect(networks.nth(3)).toHaveAttribute('href', 'https://t.me/coteauxdores');
  await expect(networks.nth(4)).toHaveAttribute('href', 'https://discord.gg/coteauxdores');
  await expect(networks.nth(5)).toHaveAttribute('href', 'https://github.com/coteaux-dores/carnet-de-cave');
  // The consent banner sits over the footer's bottom on a first visit: out of the pictures.
  await page.locator('#consent-banner').evaluate((banner) => banner.remove());
  await shootFooter(page, 'wine', (name) => testInfo.outputPath(name));
});

test("the salon's spa menu icon is the platform's SVG, inlined without anything but drawing", async ({ page }) => {
  // The desktop menu bar (below 960 px the drawer holds the same icon).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const entry = page.getByRole('navigation').getByRole('link', { name: 'Spa du cheveu' }).first();
  const svg = entry.locator('span[aria-hidden="true"] > svg');
  await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
  await expect(svg.locator('path')).toHaveCount(2);
  await expect(svg.locator('script, foreignObject, style, image, a')).toHaveCount(0);
  // Its box is the menu's icon size, not the drawing's own.
  const box = await svg.boundingBox();
  expect(box!.width).toBeGreaterThan(8);
  expect(box!.width).toBeLessThan(40);
});

test("the salon's wedding page brings its own footer (isCustomFooter): the shell's is hidden there from the first paint, back on the next page", async ({
  page,
  request,
}, testInfo) => {
  const path = '/coiffure-et-maquillage-de-mariage';
  // The mark is in the server HTML: the shell's footer never paints on that page (app/globals.css `.site:has(…)`).
  expect(await (await request.get(path)).text()).toMatch(/<article[^>]*data-custom-footer/);
  await page.goto(path);
  const own = page.getByRole('main').locator('footer');
  await expect(own).toBeVisible();
  await expect(own.getByRole('heading', { level: 2 })).toHaveText('Votre mariage à l’Atelier Lumière');
  await expect(own.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/legal-notice');
  await expect(page.locator('.site > footer')).toBeHidden();
  // Only the footer: isCustomHeader is off, the site's header stays.
  await expect(page.locator('.site > header')).toBeVisible();
  await own.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('wedding-own-footer.png') });

  await own.getByRole('link', { name: 'Demander un essai' }).click();
  await page.waitForURL(/\/nous-contacter#rendez-vous$/);
  await expect(page.locator('.site > footer')).toBeVisible();
});

test.describe("the wine estate's history page script (link.jsCode) under the consent rules", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => TRACKER_HOST.test(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  });

  test('does not run before a choice, and runs once the visitor accepts everything', async ({ page }) => {
    await page.goto(`${WINE}/le-domaine/notre-histoire`);
    const banner = page.locator('#consent-banner');
    await expect(banner).toHaveAttribute('data-ready', 'true', SHOWN);
    await expect(page.locator('html')).not.toHaveAttribute('data-histoire-lue', 'oui');
    await banner.getByRole('button', { name: /Tout accepter/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-histoire-lue', 'oui', SHOWN);
    await expect(page.locator('script[data-page-script]')).toHaveCount(1);
  });

  test('never runs after a refusal', async ({ page }) => {
    await page.goto(`${WINE}/le-domaine/notre-histoire`);
    const banner = page.locator('#consent-banner');
    await expect(banner).toHaveAttribute('data-ready', 'true', SHOWN);
    await banner.getByRole('button', { name: /Tout refuser/ }).click();
    // The refusal is recorded and tarteaucitron's button to reopen its panel is there: the choice is carried out.
    await expect(page.locator('#tarteaucitronManager')).toBeVisible(SHOWN);
    await expect
      .poll(async () => (await page.context().cookies(WINE)).find((c) => c.name === 'consentement_cookies')?.value)
      .toContain('matomo=false');
    await expect(page.locator('script[data-page-script]')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-histoire-lue', 'oui');
  });
});
