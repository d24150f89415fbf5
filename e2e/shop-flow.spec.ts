import { expect as baseExpect, test } from '@playwright/test';
import { E2E_WEB_PORT } from '../playwright.config';
import {
  amount,
  apiCart,
  buyingBlock,
  cartLink,
  eur,
  line,
  lineOf,
  refuseCookies,
  storedCart,
  totals,
} from './support/shop';

// Issue 4 "Tests": the purchase in ONE flow, as a customer does it on the wine estate, at 390 px and 1280 px:
// 1. wine list → filter and sort → sheet → pick vintage and capacity;
// 2. each invalid quantity shows its message (spec §5, in French) → a valid add shows the toast;
// 3. /panier shows the line and totals → change the quantity → a percent code, then a free-shipping code → remove.
// The cart is made by the clicks above, never seeded; expected totals are the platform's own pricing of that cart.

const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test('wine list → sheet → invalid quantities → add → /panier → quantity → codes → removal', async ({
  page,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`flow-${name}-${testInfo.project.name}.png`), fullPage: true });

  // 1. The list: red wines, dearest first; the state is in the URL.
  await page.goto(`${WINE}/nos-vins`);
  await refuseCookies(page);
  await expect(page.locator('section[data-interactive="true"]')).toBeVisible();
  await page.getByLabel('Genre').selectOption('Rouge');
  await page.waitForURL(/[?&]genre=Rouge/);
  await page.getByLabel('Trier par').selectOption('-price');
  await page.waitForURL(/tri=-price/);
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
  await page
    .locator('main article h2 a')
    .filter({ hasText: /^Les Terres Rouges$/ })
    .click();
  await page.waitForURL(/\/nos-vins\/les-terres-rouges-saumur-champigny-1001/);
  await expect(page.locator('main h1')).toHaveText('Les Terres Rouges');

  // The sheet: vintage 2020 (no half bottle that year: shown, disabled), then 75 cl at 16,50 €.
  await expect(
    page.locator('[data-interactive="true"]').filter({ has: page.getByTestId('product-price') }),
  ).toBeVisible();
  await page.getByRole('group', { name: 'Millésime' }).getByRole('radio', { name: /^2020/ }).check();
  await expect(page.getByRole('group', { name: 'Contenance' }).getByRole('radio', { name: /^37,5/ })).toBeDisabled();
  await page.getByRole('group', { name: 'Contenance' }).getByRole('radio', { name: /^75/ }).check();
  await page.waitForURL(/declinaison=\d+/);
  await expect(page.getByTestId('product-price')).toContainText('16,50 €');
  const sheetUrl = page.url();

  // 2. Each add-to-cart rule with its message, in the spec's order.
  let block = await buyingBlock(page);
  await block.quantity.fill('0');
  await block.add.click();
  await expect(block.feedback).toHaveText('La quantité doit être supérieure à 0');
  await page.goto(`${WINE}/nos-vins/les-terres-rouges-la-caisse-de-6-saumur-champigny-1013`); // multiple-of 6
  block = await buyingBlock(page);
  await block.quantity.fill('4');
  await block.add.click();
  await expect(block.feedback).toHaveText('Ce produit ne peut être ajouté que par multiple de 6');
  await page.goto(`${WINE}/nos-vins/vieilles-vignes-anjou-villages-1003?declinaison=10030`); // 1 left in stock
  block = await buyingBlock(page);
  await block.quantity.fill('2');
  await block.add.click();
  await expect(block.feedback).toHaveText('Plus que 1 article en stock');
  await page.goto(`${WINE}/nos-vins/fleur-de-rosee-cabernet-d-anjou-1009?declinaison=10091`); // sold by 3 bottles
  block = await buyingBlock(page);
  await block.quantity.fill('2');
  await block.add.click();
  await expect(block.feedback).toHaveText('Ce produit ne peut être ajouté que par multiple de 3 bouteilles');
  await expect(cartLink(page)).toHaveAccessibleName('Panier'); // nothing was added

  // Back to the chosen wine (its declination is in the shared URL); a non-numeric quantity falls back to the multiple.
  await page.goto(sheetUrl);
  await expect(page.getByTestId('product-price')).toContainText('16,50 €');
  block = await buyingBlock(page);
  await block.quantity.fill('six');
  await block.quantity.blur();
  await expect(block.quantity).toHaveValue('1');
  await block.quantity.fill('6');
  await block.add.click();
  await expect(block.feedback).toHaveText('Produit ajouté au panier');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toContainText(
    'Produit ajouté au panier',
  );
  await expect(block.quantity).toHaveValue('1'); // back to the multiple
  await expect(cartLink(page)).toHaveAccessibleName('Panier (6 articles)');
  await shot('sheet');

  // 3. The cart page, priced as the platform prices this very cart.
  await cartLink(page).click();
  await page.waitForURL(`${WINE}/panier`);
  const cartId = (await storedCart(page, 2))!.cartId;
  let priced = await apiCart(2, cartId);
  const rouges = line(page, 'Les Terres Rouges');
  await expect(rouges.getByText('Millésime 2020 · 75 cl')).toBeVisible();
  await expect(
    rouges.getByText(`Total de la ligne : ${eur(lineOf(priced, 'Les Terres Rouges').totalPrice)}`),
  ).toBeVisible();
  await expect(amount(page, 'Sous-total')).toHaveText(eur(priced.subtotal));
  await expect(amount(page, 'Total')).toHaveText(eur(priced.subtotal));

  await rouges.getByRole('combobox', { name: /^Quantité/ }).selectOption('12');
  await expect.poll(async () => lineOf(await apiCart(2, cartId), 'Les Terres Rouges').quantity).toBe(12);
  priced = await apiCart(2, cartId);
  await expect(amount(page, 'Sous-total')).toHaveText(eur(priced.subtotal));
  await expect(cartLink(page)).toHaveAccessibleName('Panier (12 articles)');

  const code = totals(page).getByRole('textbox', { name: /^Code promo/ });
  await code.fill('VENDANGES15');
  await totals(page).getByRole('button', { name: 'Appliquer' }).click();
  const off = Math.round(priced.subtotal * 15) / 100;
  await expect(amount(page, 'Remise')).toHaveText(`−${eur(off)}`);
  await expect(amount(page, 'Total')).toHaveText(eur(Math.round((priced.subtotal - off) * 100) / 100));
  await totals(page).getByRole('button', { name: 'Retirer le code VENDANGES15' }).click();
  await expect(amount(page, 'Remise')).toHaveCount(0);
  await totals(page)
    .getByRole('textbox', { name: /^Code promo/ })
    .fill('LIVRAISONOFFERTE');
  await totals(page).getByRole('button', { name: 'Appliquer' }).click();
  await expect(amount(page, 'Livraison')).toHaveText('Offerte');
  await expect(amount(page, 'Total')).toHaveText(eur(priced.subtotal));
  await shot('cart');

  await rouges.getByRole('button', { name: 'Retirer Les Terres Rouges du panier' }).click();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Panier');
});
