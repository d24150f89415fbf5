import { expect, test } from '@playwright/test';
import { E2E_API_PORT } from '../playwright.config';

// The platform contract is readable by a person: /docs renders the OpenAPI document in a browser.
test('the API reference page lists the contract', async ({ page }, testInfo) => {
  await page.goto(`http://127.0.0.1:${E2E_API_PORT}/docs`);
  await expect(page.getByRole('heading', { name: /Platform API/ })).toBeVisible();
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
