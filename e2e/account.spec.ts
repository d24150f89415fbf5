import { expect as baseExpect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_API_PORT, E2E_WEB_PORT } from '../playwright.config';
import { buyingBlock, cartLink, storedCart } from './support/shop';

// Issue 5 §3 (the personal space /mon-compte) and the account journey of its tests. Tests run in parallel
// against one database: every account is new and unique per test and project.

const API = `http://127.0.0.1:${E2E_API_PORT}`;
const WEB = `http://localhost:${E2E_WEB_PORT}`;
// Many bcrypt log-ins and a few page loads per test on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });
// The personal space loads in the browser after the page (its own chunk, then GET /user…): allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const PASSWORD = 'Motdepasse1!';
const RESET_PASSWORD = 'Reinitialise-2026';
const CHANGED_PASSWORD = 'Change-mdp-2027';

const uniqueEmail = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.retry}@exemple.test`.toLowerCase();

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

const mainStatus = (page: Page) => page.locator('main').getByRole('status');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A customer created straight on the platform (site 1); answers a platform token for API-side set-up. */
async function createCustomer(email: string): Promise<string> {
  const created = await fetch(`${API}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1' },
    body: JSON.stringify({
      firstname: 'Léa',
      lastname: 'Martin',
      email,
      phone: '06 12 34 56 78',
      password: PASSWORD,
      termsAccepted: true,
    }),
  });
  expect(created.status).toBe(201);
  const login = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return (await login.json()).data.token as string;
}

/** Logs in with the /auth form (the page must show it). */
async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Spec §6 / design.md §5: the token lives only in an HttpOnly cookie that browser JavaScript cannot read. */
async function expectHttpOnlySession(page: Page, context: BrowserContext) {
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token, 'a session cookie').toBeDefined();
  expect(token!.httpOnly).toBe(true);
  expect(token!.sameSite).toBe('Lax');
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain('token=');
  expect(visible).not.toContain(token!.value);
}

test('the account journey: register and fill a cart, log out (cart cleared), log in (the cart follows), reset the password, edit the profile, change the password, delete the account', async ({
  page,
  context,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'parcours');

  // 1. Register (the new member is logged in at once), with the token out of JavaScript's reach.
  await page.goto('/auth');
  const register = page.getByRole('form', { name: 'Créer un compte' });
  await register.getByRole('textbox', { name: /^Prénom/ }).fill('Léa');
  await register.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await register.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await register.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
  await register.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await register.getByRole('checkbox', { name: /J'ai lu et compris/ }).check();
  await register.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(mainStatus(page)).toHaveText('Votre compte a été créé, vous êtes connecté.');
  await expectHttpOnlySession(page, context);
  // The new member puts a hair-care product in the cart (spec §4: the server creates the member's cart).
  await page.goto('/boutique/shampoing-douceur-a-l-avoine-101');
  const block = await buyingBlock(page);
  await block.add.click();
  await expect(block.feedback).toHaveText('Produit ajouté au panier');
  await expect(cartLink(page)).toHaveAccessibleName('Panier (1 article)');
  const memberCart = (await storedCart(page, 1))!.cartId;
  expect(memberCart).not.toBe('new');

  // 2. Log out: both cookies go, and the cart with them (spec §4).
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(mainStatus(page)).toHaveText('Vous êtes déconnecté.');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  await expect.poll(() => storedCart(page, 1)).toMatchObject({ cartId: 'new', count: 0 });
  await expect(cartLink(page)).toHaveAccessibleName('Panier');

  // 3. A logged-out visitor of the personal space logs in first, then comes back to it.
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(`${WEB}/auth?redirect=%2Fmon-compte`);
  await logIn(page, email, PASSWORD);
  await page.waitForURL(`${WEB}/mon-compte`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Mon profil' });
  await expect(profile.getByText(email)).toBeVisible();
  await expectHttpOnlySession(page, context);
  // The cart follows the member: with no cart stored, the login fetched their main cart (spec §4).
  await expect(cartLink(page)).toHaveAccessibleName('Panier (1 article)');
  expect((await storedCart(page, 1))?.cartId).toBe(memberCart);

  // 4. Reset the password through the local API's outbox (logged out, as someone who forgot it).
  await page
    .getByRole('navigation', { name: 'Rubriques de mon compte' })
    .getByRole('button', { name: 'Se déconnecter' })
    .click();
  // The toast (3 s) first: it may be gone once a slow home page has loaded.
  await expect(toasts(page).getByText('Vous êtes déconnecté.')).toBeVisible();
  await page.waitForURL(`${WEB}/`);
  await page.goto('/password/reset/ask');
  const ask = page.getByRole('form', { name: 'Mot de passe oublié' });
  await ask.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await ask.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(mainStatus(page)).toContainText('Si un compte existe avec cette adresse');
  const outbox = await (
    await fetch(`${API}/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { idSite: '1' } })
  ).json();
  const token = outbox.data[0]?.meta?.resetToken as string | undefined;
  expect(token, JSON.stringify(outbox.data)).toBeTruthy();
  await page.goto(`/password/reset/${token}`);
  const reset = page.getByRole('form', { name: 'Choisir un nouveau mot de passe' });
  await reset.getByLabel(/^Nouveau mot de passe/).fill(RESET_PASSWORD);
  await reset.getByLabel(/^Confirmez/).fill(RESET_PASSWORD);
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(mainStatus(page)).toContainText('Votre mot de passe a été réinitialisé.');

  // 5. The old password no longer opens the account; the new one does.
  await page.goto('/auth?redirect=/mon-compte');
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('form', { name: 'Se connecter' }).getByRole('alert')).toHaveText(
    'Adresse e-mail ou mot de passe incorrect.',
  );
  await logIn(page, email, RESET_PASSWORD);
  await page.waitForURL(`${WEB}/mon-compte`);

  // 6. Edit the profile: a French error per field first, nothing typed lost, then saved and still there after a reload.
  await profile.getByRole('button', { name: 'Modifier mon profil' }).click();
  const edit = page.getByRole('form', { name: 'Mon profil' });
  const firstname = edit.getByRole('textbox', { name: /^Prénom/ });
  await expect(firstname).toBeFocused();
  await firstname.fill('Zoé');
  await edit.getByRole('textbox', { name: /^Téléphone/ }).fill('pas un numéro');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByRole('textbox', { name: /^Téléphone/ })).toHaveAccessibleDescription(
    'Ce numéro de téléphone est invalide.',
  );
  await expect(firstname).toHaveValue('Zoé');
  await edit.getByRole('textbox', { name: /^Téléphone/ }).fill('07 98 76 54 32');
  await edit.getByLabel(/^Date de naissance/).fill('1990-04-02');
  await shot(page, testInfo, 'account-profile-edit');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile.getByRole('status')).toHaveText('Votre profil a été mis à jour.');
  await expect(profile.getByRole('button', { name: 'Modifier mon profil' })).toBeFocused();
  await page.reload();
  await expect(profile.getByText('Zoé')).toBeVisible();
  await expect(profile.getByText('07 98 76 54 32')).toBeVisible();
  // Spec §5: dates display as dd/mm/yyyy.
  await expect(profile.getByText('02/04/1990')).toBeVisible();

  // 7. Change the password: the current one is checked by the platform, per field.
  const passwordSection = page.getByRole('region', { name: 'Mot de passe' });
  await passwordSection.getByLabel(/^Mot de passe actuel/).fill('pas-le-bon-mdp');
  await passwordSection.getByLabel(/^Nouveau mot de passe/).fill(CHANGED_PASSWORD);
  await passwordSection.getByLabel(/^Confirmez/).fill(CHANGED_PASSWORD);
  await passwordSection.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(passwordSection.getByLabel(/^Mot de passe actuel/)).toHaveAccessibleDescription(
    'Le mot de passe saisi est incorrect.',
  );
  await passwordSection.getByLabel(/^Mot de passe actuel/).fill(RESET_PASSWORD);
  await passwordSection.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(passwordSection.getByRole('status')).toHaveText('Votre mot de passe a été modifié.');
  await expect(passwordSection.getByLabel(/^Nouveau mot de passe/)).toHaveValue('');

  // 8. Delete the account behind its confirmation: Escape closes the dialog, focus goes back.
  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' });
  const openDialog = deletion.getByRole('button', { name: 'Supprimer mon compte' });
  await openDialog.click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Mot de passe/)).toBeFocused();
  await shot(page, testInfo, 'account-delete-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openDialog).toBeFocused();
  await openDialog.click();
  await dialog.getByLabel(/^Mot de passe/).fill(CHANGED_PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(toasts(page).getByText('Votre compte a été supprimé.')).toBeVisible();
  await page.waitForURL(`${WEB}/`);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');

  // 9. Logging in again fails, with the message that tells nothing about the account.
  await page.goto('/auth');
  await logIn(page, email, CHANGED_PASSWORD);
  await expect(page.getByRole('form', { name: 'Se connecter' }).getByRole('alert')).toHaveText(
    'Adresse e-mail ou mot de passe incorrect.',
  );
});

test('orders and newsletter lists in the personal space', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'commandes');
  const token = await createCustomer(email);
  // An order placed on the platform (2 × the 14,50 € shampoo, no delivery).
  const placed = await fetch(`${API}/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      products: [{ id: 1010, quantity: 2 }],
      phone: '0612345678',
      billingAddress: {
        firstname: 'Léa',
        lastname: 'Martin',
        address: '4 rue Lenepveu',
        postalCode: '49100',
        city: 'Angers',
      },
      delivery: { type: 'NO_DELIVERY' },
    }),
  });
  expect(placed.status).toBe(201);
  const order = (await placed.json()).data as { reference: string; createdAt: string };
  const day = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(order.createdAt));

  await page.goto('/auth?redirect=/mon-compte');
  await logIn(page, email, PASSWORD);
  await page.waitForURL(`${WEB}/mon-compte`);

  const orders = page.getByRole('region', { name: 'Mes commandes' });
  const summary = orders.getByText(`Commande ${order.reference}`, { exact: true });
  await expect(summary).toBeVisible();
  const item = orders.getByRole('listitem').filter({ hasText: order.reference });
  await expect(item).toContainText(day);
  await expect(item).toContainText('En attente de paiement');
  await expect(item).toContainText('29,00 €');
  // The lines open from the summary (keyboard: a <details> summary).
  await summary.click();
  const lines = item.getByRole('table', { name: `Produits de la commande ${order.reference}` });
  await expect(lines.getByRole('row', { name: /Shampoing douceur à l'avoine/ })).toContainText('14,50 €');
  await expect(item.getByText('Sans livraison')).toBeVisible();

  // Newsletter: one box per list of the salon; a change is saved at once and survives a reload.
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  const news = newsletter.getByRole('checkbox', { name: 'Actualités du salon' });
  const offers = newsletter.getByRole('checkbox', { name: 'Offres et nouveautés' });
  await expect(news).not.toBeChecked();
  await expect(offers).not.toBeChecked();
  await expect(offers).toHaveAccessibleDescription('Promotions sur les soins et les nouveaux produits capillaires.');
  await offers.check();
  await expect(newsletter.getByRole('status')).toHaveText('Vos abonnements ont été mis à jour.');
  await shot(page, testInfo, 'account-orders-newsletter');
  await page.reload();
  await expect(offers).toBeChecked();
  await expect(news).not.toBeChecked();
  const subscription = await page.evaluate(() =>
    fetch('/api/platform/user/newsletter/subscription').then((r) => r.json()),
  );
  expect(subscription.data.listIds).toHaveLength(1);
  await offers.uncheck();
  await expect(newsletter.getByRole('status')).toHaveText('Vos abonnements ont été mis à jour.');
  await page.reload();
  await expect(offers).not.toBeChecked();
});

test('a new member sees an empty order list; the page is not indexed', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'vide');
  await createCustomer(email);
  await page.goto('/auth?redirect=/mon-compte');
  await logIn(page, email, PASSWORD);
  await page.waitForURL(`${WEB}/mon-compte`);
  await expect(
    page.getByRole('region', { name: 'Mes commandes' }).getByText("Vous n'avez pas encore passé de commande."),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The section menu leads to each section.
  const menu = page.getByRole('navigation', { name: 'Rubriques de mon compte' });
  await expect(menu.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '#commandes');
  await shot(page, testInfo, 'account-empty');
});

test('an expired session on /mon-compte is sent to /auth and back', async ({ page, context }) => {
  // A cookie the platform does not know (expired, revoked…): the proxy lets it through, GET /user answers 401.
  await context.addCookies([
    { name: 'token', value: 'perime-0000000000000000', url: WEB, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(`${WEB}/auth?redirect=%2Fmon-compte`);
  await logIn(page, 'client@salon.test', PASSWORD);
  await page.waitForURL(`${WEB}/mon-compte`);
  await expect(page.getByRole('region', { name: 'Mon profil' }).getByText('client@salon.test')).toBeVisible();
});

test('a logged-out request for /mon-compte is redirected by the server, with the way back', async ({ request }) => {
  const res = await request.get('/mon-compte', { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toMatch(/\/auth\?redirect=%2Fmon-compte$/);
});
