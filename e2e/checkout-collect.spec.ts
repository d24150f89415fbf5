import { expect as baseExpect, test } from '@playwright/test';
import { acceptTerms, ordersOf, SALON, startCheckoutAsMember } from './support/checkout';

// Issue 14 §4 journey (c): a hair-care product of the salon collected in the shop, on a date the platform allows
// (GET /calendar/…) and a schedule of that date → confirmed. The billing address is asked for (nothing is shipped).

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('(c) salon: click-and-collect on an allowed date and schedule → confirmed', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile-390', 'this journey runs at one width (issue 14: CI stays lean)');
  const email = `retrait-${Date.now()}-${testInfo.retry}@exemple.test`;
  const token = await startCheckoutAsMember(page, { id: 1, origin: SALON }, email, [[1020, 2]]); // Masque réparateur au karité

  await page.getByRole('radio', { name: /^Retrait en boutique/ }).check();
  await page.getByRole('radio', { name: /Atelier Lumière — le salon/ }).check();
  // The first date the calendar offers (the others are shown, disabled).
  const day = page.getByRole('grid').locator('button[aria-disabled="false"]').first();
  await expect(day).toBeVisible();
  await day.click();
  const schedules = page.getByRole('group', { name: /^Créneau du/ });
  // The day as the page writes it (spec §5: « mardi 01/12/2026 »), read from the schedules' legend.
  const dateLabel = (await schedules.locator('legend').textContent())!.replace(/^Créneau du /, '');
  expect(dateLabel).toMatch(/^[a-z]+ \d{2}\/\d{2}\/\d{4}$/);
  await schedules.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.waitForURL(`${SALON}/commande?etape=paiement`);

  await expect(page.getByText(`Retrait le ${dateLabel}`)).toBeVisible();
  const billing = page.getByRole('group', { name: 'Adresse de facturation' });
  await billing.getByRole('textbox', { name: /^Prénom/ }).fill('Léa');
  await billing.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await billing.getByRole('textbox', { name: /^Adresse \*/ }).fill('5 rue de la République');
  await billing.getByRole('textbox', { name: /^Code postal/ }).fill('69002');
  await billing.getByRole('combobox', { name: /^Ville/ }).fill('Lyon');
  await acceptTerms(page);
  // The salon lets a collected order be paid on site (PAYMENT_METHOD CARD,ON_SITE).
  await page.getByRole('radio', { name: /^Paiement sur place, au retrait/ }).check();
  await page.getByRole('button', { name: 'Commander' }).click();

  await page.waitForURL(/\/commande\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Retrait en boutique' })).toBeVisible();
  await expect(page.getByText(`Retrait le ${dateLabel}`)).toBeVisible();
  await expect(page.getByText('À régler au retrait')).toBeVisible();
  const [order] = await ordersOf(1, token);
  expect(order).toMatchObject({
    deliveryType: 'CLICK_AND_COLLECT',
    paymentStatus: 'ON_SITE',
    clickAndCollect: { idSchedule: 11 },
  });

  // « Mes commandes » says the same collection: the date, the hours and the place.
  await page.getByRole('region', { name: 'Et maintenant ?' }).getByRole('link', { name: 'Mon compte' }).click();
  await page.waitForURL(`${SALON}/mon-compte`);
  const item = page
    .getByRole('region', { name: 'Mes commandes' })
    .getByRole('listitem')
    .filter({ hasText: order!.reference });
  await item.getByText(`Commande ${order!.reference}`, { exact: true }).click();
  const collect = item.getByRole('region', { name: 'Retrait en boutique (click and collect)' });
  await expect(collect).toContainText(`Retrait le ${dateLabel}`);
  await expect(collect).toContainText(/Horaires : \d/);
  await expect(collect).toContainText('Atelier Lumière — le salon');
});
