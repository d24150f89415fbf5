import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_WEB_PORT } from '../playwright.config';

// Issue 15: an album's own page (GET /album/{id}) reached from the albums list, its pictures at the sizes shown
// (srcset through the image service's tr=, AVIF/WebP by Accept), the fullscreen slider moved with the keys and
// closed with Escape, focus back on the thumbnail; the drawn sample pictures. Expected values are the seeds'
// (mock-api/seed/content-salon.ts: albums 1, 2 and 4, album 1 with 8 pictures). Screenshots at 390 and 1280 px go to test-results.

const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
const ALBUM_PATH = '/galerie/nos-realisations-coiffure-1';

test.describe.configure({ timeout: 90_000 });

/** Scrolls to a picture, waits until it is decoded, and takes a screenshot of the viewport there. */
async function shotWhenLoaded(page: Page, picture: Locator, name: string) {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: `test-results/${name}.png` });
}

test('an album opens from its list; its pictures are sized and drawn; the slider moves with the keys and Escape gives focus back', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/galerie');
  // The salon's three seeded albums (issue 15: ≥ 3), each with its heading on the list.
  await expect(page.getByRole('main').locator('section[aria-labelledby^="album-"] h2')).toHaveText([
    'Nos réalisations coiffure',
    'Mariages',
    'L’institut de beauté',
  ]);
  await page.getByRole('link', { name: 'Nos réalisations coiffure', exact: true }).click();
  // The album page's first render (on demand, then cached) can take a while on a busy machine.
  await page.waitForURL(new RegExp(`${ALBUM_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nos réalisations coiffure' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${ALBUM_PATH}$`));
  await expect(page.getByText('8 photos')).toBeVisible();

  // The thumbnails ask for the widths they are shown at, and get drawn pictures in a modern format.
  const thumbs = page.getByRole('main').locator('ul img');
  await expect(thumbs).toHaveCount(8);
  const first = thumbs.first();
  await expect(first).toHaveAttribute('srcset', /\?tr=w-320 320w/);
  await expect(first).toHaveAttribute('sizes', /25vw/);
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const currentSrc = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  // Named by what it shows (spec §7 SEO URLs: ik-seo/{path}/{name}.{ext}).
  expect(currentSrc).toMatch(/\/images\/ik-seo\/1\/album-balayage-caramel\/[a-z0-9-]+\.jpg\?tr=w-\d+$/);
  const picture = await request.get(currentSrc, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/avif');
  // Next adds its own (rsc, next-router-…) to the service's Accept.
  expect(picture.headers()['vary']).toMatch(/(^|, )Accept(,|$)/);
  expect(picture.headers()['x-placeholder']).toBeUndefined();
  await shotWhenLoaded(page, first, `albums-page-1280-${testInfo.project.name}`);

  // The slider: « 2/8 » after one step right, Escape closes it, focus returns to the thumbnail that opened it.
  const opener = page.getByRole('button', { name: 'Agrandir : Balayage caramel sur cheveux longs' });
  await opener.click();
  const slider = page.getByRole('dialog', { name: 'Visionneuse d’images' });
  await expect(slider).toBeVisible();
  const counter = slider.getByText(/^\d+\/\d+$/);
  await expect(counter).toHaveText('1/8');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2/8');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1/8');
  await page.keyboard.press('Escape');
  await expect(slider).toBeHidden();
  await expect(opener).toBeFocused();

  // Every album's page is in the sitemap, once; an unknown album is the French 404.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [ALBUM_PATH, '/galerie/mariages-2', '/galerie/l-institut-de-beaute-4'])
    expect(sitemap.split(`${path}</loc>`), path).toHaveLength(2);
  // The third album has its own page with its five pictures.
  const third = await request.get('/galerie/l-institut-de-beaute-4');
  expect(third.status()).toBe(200);
  const thirdHtml = await third.text();
  expect(thirdHtml).toContain('5 photos');
  expect(thirdHtml).toMatch(/\/images\/ik-seo\/1\/album-manucure-nude\/[a-z0-9-]+\.jpg\?tr=w-320 320w/);
  const missing = await request.get('/galerie/nos-realisations-coiffure-999');
  expect(missing.status()).toBe(404);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ALBUM_PATH);
  await shotWhenLoaded(page, thumbs.first(), `albums-page-390-${testInfo.project.name}`);

  // The way back (components/content ContentBackLink, the news pages' too): thumb-sized, back to the list, where
  // « Voir l'album » composes the same style.
  const back = page.getByRole('link', { name: 'Tous les albums' });
  await expect(back).toHaveCSS('min-height', '44px');
  await back.click();
  await page.waitForURL(/\/galerie$/);
  await expect(page.getByRole('link', { name: /^Voir l'album « Mariages »$/ })).toHaveCSS('min-height', '44px');
});

test('the wine list shows the drawn bottles (screenshots at 390 and 1280 px)', async ({ page }, testInfo) => {
  await page.goto(`${WINE}/nos-vins`);
  const bottle = page.getByRole('main').locator('img[src*="les-terres-rouges-saumur-champigny"]').first();
  await shotWhenLoaded(page, bottle, `albums-wine-list-1280-${testInfo.project.name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await shotWhenLoaded(page, bottle, `albums-wine-list-390-${testInfo.project.name}`);
});
