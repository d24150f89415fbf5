import { expect as baseExpect, test } from '@playwright/test';
import {
  acceptTerms,
  CARDS,
  chooseHomeDelivery,
  createCustomer,
  fillCard,
  ordersOf,
  placeApiOrder,
  startCheckoutAsMember,
  stockOf,
  summary,
  WINE,
} from './support/checkout';

// Issue 14 §4 journey (e): the stock is lowered on the API while the customer is on the payment step; "Payer"
// runs POST /order/validate first: the line is flagged with the server's message, nothing is ordered, and once the
// cart is fixed the customer goes on.

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('(e) validation refused (stock lowered meanwhile) → the line is flagged, nothing ordered', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile-390', 'this journey runs at one width (issue 14: CI stays lean)');
  const email = `refus-${Date.now()}-${testInfo.retry}@exemple.test`;
  // Every bottle left of Vieilles Vignes 2018 (3 on a fresh API; only this test buys it), Chenin d'Or up to 6.
  const left = await stockOf(2, 1003, 10031);
  expect(left).toBeGreaterThanOrEqual(2);
  const token = await startCheckoutAsMember(page, { id: 2, origin: WINE }, email, [
    [10031, left],
    [10070, 6 - left],
  ]);
  await chooseHomeDelivery(page, /Colissimo domicile/);
  await acceptTerms(page);
  await fillCard(page, CARDS.ok);

  // Meanwhile, another customer buys one of the three bottles.
  const before = left;
  const other = await createCustomer(2, `autre-${Date.now()}@exemple.test`);
  await placeApiOrder(2, other, [{ id: 10031, quantity: 1 }]);
  expect(await stockOf(2, 1003, 10031)).toBe(before - 1);

  await page.getByRole('button', { name: /^Payer/ }).click();
  const flagged = summary(page).getByRole('listitem', { name: 'Vieilles Vignes' });
  await expect(flagged.getByRole('alert')).toHaveText(
    before - 1 === 1 ? 'Plus que 1 article en stock' : `Plus que ${before - 1} articles en stock`,
  );
  await expect(flagged).toHaveAttribute('data-flagged', 'true');
  await expect(page.getByText('Votre panier a changé : corrigez les lignes signalées')).toBeVisible();
  await expect(page).toHaveURL(`${WINE}/commande?etape=paiement`);
  expect(await ordersOf(2, token)).toHaveLength(0);
  expect(await stockOf(2, 1003, 10031)).toBe(before - 1);
});

// Spec §9 wine rules: the estate ships by cartons of six (BOTTLE_MULTIPLE 6), collection has no such limit. The delivery
// step says it as soon as delivery is chosen, before an address, a carrier and a card are typed for nothing (the
// platform would refuse the order at « Payer »), and shows the way out: the cart, or collection.
test('7 bottles where the estate ships by sixes: delivery refused at the delivery step, collection still open', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'the width changes nothing here (CI stays lean)');
  const email = `cartons-${Date.now()}-${testInfo.retry}@exemple.test`;
  await startCheckoutAsMember(page, { id: 2, origin: WINE }, email, [[10070, 7]]); // Chenin d'Or 75 cl
  const next = page.getByRole('button', { name: 'Continuer vers le paiement' });

  await page.getByRole('radio', { name: /^Livraison/ }).check();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Le nombre de bouteilles expédiées doit être un multiple de 6.' });
  await expect(refusal).toContainText('Le retrait en boutique, lui, est possible quelle que soit la quantité.');
  await expect(page.getByRole('group', { name: 'Adresse de livraison' })).toHaveCount(0);
  await expect(next).toBeDisabled();

  await page.getByRole('radio', { name: /^Retrait en boutique/ }).check();
  await expect(refusal).toHaveCount(0);
  await expect(next).toBeEnabled();

  await page.getByRole('radio', { name: /^Livraison/ }).check();
  await refusal.getByRole('link', { name: 'Modifier mon panier' }).click();
  await page.waitForURL(`${WINE}/panier`);
});
