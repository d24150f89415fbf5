import { expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_WEB_PORT } from '../../playwright.config';
import { API, refuseCookies } from './shop';

// Set-up through the platform API for the checkout journeys (issue 14 §4): the customer, the cart and the stock
// are made on the API where the UI is not the point; the checkout itself is always clicked through.

export const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
export const SALON = `http://localhost:${E2E_WEB_PORT}`;
export const PASSWORD = 'Motdepasse1!';

const json = (siteId: number, token?: string) => ({
  'content-type': 'application/json',
  idSite: String(siteId),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

export const uniqueEmail = (testInfo: TestInfo, tag: string) =>
  `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.retry}@exemple.test`.toLowerCase();

/** A new customer of the site (the estate asks for a birth date); answers a platform token for API-side checks. */
export async function createCustomer(siteId: number, email: string): Promise<string> {
  const created = await fetch(`${API}/register`, {
    method: 'POST',
    headers: json(siteId),
    body: JSON.stringify({
      firstname: 'Jeanne',
      lastname: 'Martin',
      email,
      phone: '06 12 34 56 78',
      password: PASSWORD,
      birthdate: '1985-04-12',
      termsAccepted: true,
    }),
  });
  expect(created.status).toBe(201);
  const login = await fetch(`${API}/login`, {
    method: 'POST',
    headers: json(siteId),
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** An anonymous cart made straight on the platform: its id. */
export async function seedCart(siteId: number, lines: [declinationId: number, quantity: number][]): Promise<string> {
  let cartId = 'new';
  for (const [declinationId, quantity] of lines) {
    const res = await fetch(`${API}/cart/${cartId}/product/${declinationId}`, {
      method: 'POST',
      headers: json(siteId),
      body: JSON.stringify({ type: 'MAIN_CART', quantity }),
    });
    expect(res.status).toBe(200);
    cartId = ((await res.json()) as { data: { cartId: string } }).data.cartId;
  }
  return cartId;
}

/** Opens the site, out of the consent banner's way, with this cart where the storefront keeps it (spec §4). */
export async function openWithCart(page: Page, origin: string, siteId: number, cartId: string, count: number) {
  await page.goto(`${origin}/legal-notice`);
  await refuseCookies(page);
  await page.evaluate(
    ([key, id, n]) =>
      window.localStorage.setItem(
        key as string,
        JSON.stringify({ cartId: id, count: n, lines: {}, errorMessage: null }),
      ),
    [`cart:${siteId}`, cartId, count] as const,
  );
}

/** Logs in with the /auth form (the page must show it); the storefront then goes where `?redirect=` says. */
export async function logIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/** Stock of a declination as the platform counts it. */
export async function stockOf(siteId: number, productId: number, declinationId: number): Promise<number> {
  const res = await fetch(`${API}/product/${productId}`, { headers: json(siteId) });
  expect(res.status).toBe(200);
  const product = ((await res.json()) as { data: { declinations: { id: number; quantity: number }[] } }).data;
  return product.declinations.find((d) => d.id === declinationId)!.quantity;
}

export interface ApiOrder {
  id: number;
  reference: string;
  deliveryType: string;
  paymentStatus: 'PENDING' | 'PAID' | 'ON_SITE' | 'CANCELLED';
  total: number;
  accessPoint: { id: string; name: string } | null;
  clickAndCollect: { idSchedule: number | null; date: string } | null;
  products: { idDeclination: number; quantity: number }[];
}

/** The member's orders as the platform lists them (newest first). */
export async function ordersOf(siteId: number, token: string): Promise<ApiOrder[]> {
  const res = await fetch(`${API}/order?nbItem=50`, { headers: json(siteId, token) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { items: ApiOrder[] } }).data.items;
}

/** Another customer's order placed on the API (it takes stock away "meanwhile"). */
export async function placeApiOrder(
  siteId: number,
  token: string,
  products: { id: number; quantity: number }[],
): Promise<number> {
  const res = await fetch(`${API}/order`, {
    method: 'POST',
    headers: json(siteId, token),
    body: JSON.stringify({
      products,
      phone: '0612345678',
      billingAddress: {
        firstname: 'Paul',
        lastname: 'Durand',
        address: '1 place du Ralliement',
        postalCode: '49000',
        city: 'Angers',
        country: 'FRA',
      },
      delivery: { type: 'NO_DELIVERY' },
    }),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The delivery address of the journeys (Angers: carriers and relay points are seeded around it). */
export async function fillShippingAddress(page: Page) {
  const address = page.getByRole('group', { name: 'Adresse de livraison' });
  await address.getByRole('textbox', { name: /^Prénom/ }).fill('Jeanne');
  await address.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await address.getByRole('textbox', { name: /^Adresse \*/ }).fill('3 rue des Lices');
  await address.getByRole('textbox', { name: /^Code postal/ }).fill('49000');
  // One city for this postal code: suggested and filled in (GET /cities).
  await expect(address.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Angers');
}

export const carriers = (page: Page) => page.getByRole('group', { name: 'Transporteur' });
export const relayPoints = (page: Page) => page.getByRole('group', { name: 'Choisissez votre point relais' });
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Récapitulatif' });
export const summaryAmount = (page: Page, term: string) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

/** The local test provider's cards (issue 14 contracts; the form says so too). */
export const CARDS = { ok: '4242 4242 4242 4242', refused: '4000 0000 0000 0002', secure: '4000 0000 0000 3220' };

/** Types a card into the payment form (A's CardPaymentForm), ready for « Payer … ». */
export async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: /^Numéro de carte/ }).fill(number);
  await page.getByRole('textbox', { name: /^Date d'expiration/ }).fill('12/30');
  await page.getByRole('textbox', { name: /^Cryptogramme/ }).fill('123');
}

/**
 * A new member with this cart, logged in through /auth and landed on /commande: the set-up of most journeys
 * (the customer and the cart are made on the API). Answers the member's platform token for API-side checks.
 */
export async function startCheckoutAsMember(
  page: Page,
  site: { id: 1 | 2; origin: string },
  email: string,
  lines: [declinationId: number, quantity: number][],
): Promise<string> {
  const token = await createCustomer(site.id, email);
  const cartId = await seedCart(site.id, lines);
  const count = lines.reduce((sum, [, quantity]) => sum + quantity, 0);
  await openWithCart(page, site.origin, site.id, cartId, count);
  await page.goto(`${site.origin}/auth?redirect=/commande`);
  await logIn(page, email);
  // The navigation after the log-in is the signal (seconds on a busy machine: a password hash, then /commande).
  await page.waitForURL(`${site.origin}/commande`);
  return token;
}

/** Home delivery to the journeys' address by this carrier, then on to the payment step. */
export async function chooseHomeDelivery(page: Page, carrier: RegExp) {
  await page.getByRole('radio', { name: /^Livraison/ }).check();
  await fillShippingAddress(page);
  await carriers(page).getByRole('radio', { name: carrier }).check();
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
}

/** The payment step's phone and terms (spec §4: both required before paying). */
export async function acceptTerms(page: Page, phone = '0612345678') {
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill(phone);
  await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
}
