import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_PORT, E2E_REVALIDATE_SECRET, E2E_WEB_PORT } from '../playwright.config';

// Issue 16: a parameter changed in the platform changes the site. Each test flips a few visible parameters through
// the local API's development route (PUT /dev/parameter/{type}, ENABLE_DEV_OUTBOX only), expires the storefront's
// cache like the platform's webhook (POST /api/revalidate), sees the page change, and restores every value it
// changed (the other specs share the API). docs/PARAMETERS.md maps every parameter.

const API = `http://127.0.0.1:${E2E_API_PORT}`;
const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
const SALON_ID = 1;
const WINE_ID = 2;

type Flip = { site: number; type: string; previous: string | null };

async function setParameter(request: APIRequestContext, site: number, type: string, value: string | null) {
  const response = await request.put(`${API}/dev/parameter/${type}`, {
    headers: { idSite: String(site) },
    data: { value },
  });
  expect(response.status(), `PUT /dev/parameter/${type}`).toBe(200);
  return ((await response.json()).data as { previous: string | null }).previous;
}

async function revalidate(request: APIRequestContext, site: number) {
  const response = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    data: { siteId: site, scopes: ['parameters'] },
  });
  expect(response.status()).toBe(200);
}

/** Sets parameters of one site, remembers their values for `restore`, and expires the site's cached pages. */
function flipper(request: APIRequestContext) {
  const flips: Flip[] = [];
  return {
    async flip(site: number, values: Record<string, string | null>) {
      for (const [type, value] of Object.entries(values)) {
        const previous = await setParameter(request, site, type, value);
        // The first value seen is the seed's: restore that one, whatever happens in between.
        if (!flips.some((flip) => flip.site === site && flip.type === type)) flips.push({ site, type, previous });
      }
      await revalidate(request, site);
    },
    async restore() {
      for (const { site, type, previous } of flips.splice(0).reverse())
        await setParameter(request, site, type, previous);
      for (const site of new Set([SALON_ID, WINE_ID])) await revalidate(request, site);
    },
  };
}

/** Reloads until the page shows the change (the revalidated page is regenerated on a visit). */
async function reloadUntil<T>(page: Page, read: () => Promise<T>, expected: T) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return read();
      },
      { timeout: 30_000 },
    )
    .toEqual(expected);
}

const colourOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).color);

/** axe-core's colour-contrast rule on the current page: the violations' targets (empty when legible). */
async function contrastViolations(page: Page) {
  await page.addScriptTag({ path: path.join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: { nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  });
}

test.describe('site parameters take effect (issue 16)', () => {
  // One project (`shared-state` in playwright.config.ts) runs this file, alone, after the others: it flips shared
  // parameters, and they are the same for every width.
  test.describe.configure({ mode: 'serial' });

  test('the sample sites are colour-contrast clean (axe), with the text colours applied where they belong', async ({
    page,
  }) => {
    // The salon's home band: spec §9's white headings and text on the primary dark green (legible, kept).
    await page.goto('/');
    await expect(page.locator('main .band h1')).toBeVisible();
    expect(await colourOf(page, 'main .band h1')).toBe('rgb(255, 255, 255)');
    // Spec §9's FONT_COLOR #FF0000 is 4.0:1 on white: the page text keeps the theme's dark green.
    expect(await colourOf(page, '.site')).toBe('rgb(41, 54, 42)');
    expect(await contrastViolations(page)).toEqual([]);

    // The wine estate: burgundy HEADING_COLOR on its burgundy band would vanish, so the band's text colour is used.
    await page.goto(WINE);
    await expect(page.locator('main .band h1')).toBeVisible();
    expect(await colourOf(page, 'main .band h1')).toBe('rgb(255, 255, 255)');
    expect(await colourOf(page, '.site')).toBe('rgb(43, 43, 43)');
    expect(await contrastViolations(page)).toEqual([]);
  });

  test('a colour: FONT_COLOR and HEADING_COLOR change the page, an illegible one falls back', async ({
    page,
    request,
  }) => {
    const parameters = flipper(request);
    try {
      await page.goto(WINE);
      await parameters.flip(WINE_ID, { FONT_COLOR: '#1F3A5FFF' });
      await reloadUntil(page, () => colourOf(page, '.site'), 'rgb(31, 58, 95)');
      // Yellow on the cream page is 1.1:1: refused, the CONTENT font's colour comes back.
      await parameters.flip(WINE_ID, { FONT_COLOR: '#FFFF00FF' });
      await reloadUntil(page, () => colourOf(page, '.site'), 'rgb(43, 43, 43)');

      await page.goto('/');
      await parameters.flip(SALON_ID, { HEADING_COLOR: '#DCB253FF' });
      await reloadUntil(page, () => colourOf(page, 'main .band h1'), 'rgb(220, 178, 83)');
    } finally {
      await parameters.restore();
    }
  });

  test('HIDE_HOMEPAGE_IN_MENU, HIDE_CONTACT_PAGE and the footer backlink', async ({ page, request }) => {
    const parameters = flipper(request);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Liens utiles' });
    const menuLabels = () =>
      menu
        .getByRole('link')
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.trim()));
    try {
      await page.goto('/');
      // The salon hides its contact page (spec §9 default): not in the menu nor the footer, still reachable.
      expect(await menuLabels()).toContain('Accueil');
      expect(await menuLabels()).not.toContain('Contact');
      await expect(footerLinks.getByRole('link', { name: 'Nous contacter' })).toHaveCount(0);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Site réalisé avec la plateforme' }),
      ).toHaveAttribute('href', 'https://www.example-site-builder.fr');

      await parameters.flip(SALON_ID, {
        HIDE_HOMEPAGE_IN_MENU: 'true',
        HIDE_CONTACT_PAGE: 'false',
        CREATED_BY_BACKLINK_URL: 'https://studio.example/',
      });
      await reloadUntil(page, async () => (await menuLabels()).includes('Accueil'), false);
      expect(await menuLabels()).toContain('Contact');
      await expect(footerLinks.getByRole('link', { name: 'Nous contacter' })).toHaveCount(1);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Site réalisé avec la plateforme' }),
      ).toHaveAttribute('href', 'https://studio.example/');
    } finally {
      await parameters.restore();
    }
    await page.goto('/nous-contacter');
    await expect(page.locator('main h1')).toHaveText('Nous contacter');
  });

  test('HIDE_PRODUCT_PRICES and STOCK_LIMIT_DISPLAY on a product sheet', async ({ page, request }) => {
    const parameters = flipper(request);
    const sheet = '/boutique/shampoing-douceur-a-l-avoine-101';
    try {
      await page.goto(sheet);
      await expect(page.getByTestId('product-price')).toContainText('14,50 €');
      await page.getByRole('radio', { name: /^500/ }).check();
      await page.waitForURL(/declinaison=\d+/);
      // A tracked stock of 5 at STOCK_LIMIT_DISPLAY 5: counted.
      await expect(page.getByTestId('product-stock')).toHaveText('Plus que 5 en stock');

      await parameters.flip(SALON_ID, { HIDE_PRODUCT_PRICES: 'true', STOCK_LIMIT_DISPLAY: '2' });
      await reloadUntil(page, () => page.getByTestId('product-price').count(), 0);
      await expect(page.getByTestId('product-stock')).toBeVisible();
      await expect(page.getByTestId('product-stock')).not.toContainText('Plus que');
    } finally {
      await parameters.restore();
    }
  });
});
