import { expect as baseExpect, test } from '@playwright/test';
import {
  carriers,
  createCustomer,
  fillShippingAddress,
  logIn,
  openWithCart,
  ordersOf,
  relayPoints,
  seedCart,
  WINE,
  CARDS,
  fillCard,
} from './support/checkout';

// Issue 14 §4 journey (b): a relay point chosen from the list (by keyboard: a radio group) → the order carries it.

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('(b) a relay point chosen from the list, by keyboard → the order carries the access point', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'this journey runs at one width (issue 14: CI stays lean)');
  const email = `relais-${Date.now()}-${testInfo.retry}@exemple.test`;
  const token = await createCustomer(2, email);
  const cartId = await seedCart(2, [[10070, 6]]);
  await openWithCart(page, WINE, 2, cartId, 6);
  await page.goto(`${WINE}/auth?redirect=/commande`);
  await logIn(page, email);
  await expect(page).toHaveURL(`${WINE}/commande`);

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
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
  await fillCard(page, CARDS.ok);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/commande\/confirmation\/\d+$/, { timeout: 30_000 });
  await expect(page.getByTestId('order-relay')).toContainText(name);

  const [order] = await ordersOf(2, token);
  expect(order).toMatchObject({ deliveryType: 'PICKUP', accessPoint: { id: chosen, name } });
});
