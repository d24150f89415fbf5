import { expect as baseExpect, test } from '@playwright/test';
import {
  acceptTerms,
  CARDS,
  carriers,
  fillCard,
  fillShippingAddress,
  ordersOf,
  relayPoints,
  startCheckoutAsMember,
  WINE,
} from './support/checkout';

// Issue 14 §4 journey (b): a relay point chosen from the list (by keyboard: a radio group) → the order carries it.

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('(b) a relay point chosen from the list, by keyboard → the order carries the access point', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'this journey runs at one width (issue 14: CI stays lean)');
  const email = `relais-${Date.now()}-${testInfo.retry}@exemple.test`;
  const token = await startCheckoutAsMember(page, { id: 2, origin: WINE }, email, [[10070, 6]]);

  await page.getByRole('radio', { name: /^Livraison/ }).check();
  await fillShippingAddress(page);
  await carriers(page)
    .getByRole('radio', { name: /Mondial Relay/ })
    .check();
  // The list, nearest first, each point with its address and distance; arrows move the choice like any radio group.
  const points = relayPoints(page).getByRole('radio');
  await expect(points.first()).toBeVisible();
  expect(await points.count()).toBeGreaterThan(2);
  await points.first().focus();
  await page.keyboard.press('Space');
  await expect(points.first()).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(points.nth(1)).toBeChecked();
  await expect(points.nth(1)).toBeFocused();
  const chosen = (await points.nth(1).getAttribute('value'))!;
  const name = (await relayPoints(page).locator('label').nth(1).locator('strong').textContent())!;
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(page.getByTestId('recap-relay')).toContainText(name);
  await acceptTerms(page);
  await fillCard(page, CARDS.ok);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await page.waitForURL(/\/commande\/confirmation\/\d+$/);
  await expect(page.getByTestId('order-relay')).toContainText(name);

  const [order] = await ordersOf(2, token);
  expect(order).toMatchObject({ deliveryType: 'PICKUP', accessPoint: { id: chosen, name } });
});
