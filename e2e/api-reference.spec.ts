import { expect, test } from '@playwright/test';
import { E2E_API_PORT } from '../playwright.config';

// The platform contract is readable by a person: /docs renders the OpenAPI document in a browser.
test('the API reference page lists the contract', async ({ page }, testInfo) => {
  // Swagger UI parses its 1.4 MB bundle and renders every operation of the contract before the first check can pass:
  // 10 s on a quiet machine, 31 s under `npm run bench -- busy` (every step passed, the screenshot ran into the
  // default 30 s). Each step waits on its own element; the whole gets more time, and so does the first element,
  // which comes only once the bundle has run (past expect's 5 s once in a CI run of the whole suite).
  test.setTimeout(60_000);
  await page.goto(`http://127.0.0.1:${E2E_API_PORT}/docs`);
  await expect(page.getByRole('heading', { name: /Platform API/ })).toBeVisible({ timeout: 30_000 });
  // A few calls of spec §7, one per area, must be listed.
  for (const path of [
    '/dev/outbox',
    '/parameter',
    '/login',
    '/cart/{cartId}/product/{declinationId}',
    '/page/{slug}',
    '/order',
  ]) {
    await expect(
      page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path.replace(/[{}/]/g, '\\$&')}$`) }).first(),
    ).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath('api-reference.png'), fullPage: false });
});
