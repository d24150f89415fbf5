import { expect, type Page } from '@playwright/test';
import { E2E_API_PORT } from '../../playwright.config';

// Locators and platform reads shared by the shop's browser tests (cart, the one-flow purchase, the account journey).

export const API = `http://127.0.0.1:${E2E_API_PORT}`;

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 960;

/** The visible cart link of the bars (mobile: the bottom bar; desktop: the top bar). Its name carries the count. */
export const cartLink = (page: Page) =>
  isMobile(page)
    ? page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link', { name: /^Panier/ })
    : page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Panier/ });

/** The cart the storefront keeps for a site (spec §4: localStorage, per site). */
export const storedCart = (page: Page, siteId: number) =>
  page.evaluate(
    (key) =>
      JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        cartId: string;
        count: number;
        errorMessage: string | null;
      } | null,
    `cart:${siteId}`,
  );

export const line = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
export const totals = (page: Page) => page.getByRole('complementary', { name: 'Récapitulatif' });
export const amount = (page: Page, term: string) =>
  totals(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');
/** Euros as the storefront writes them (spec §9: 2 decimals), e.g. « 95,70 € ». */
export const eur = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n);

export interface ApiCart {
  subtotal: number;
  total: number;
  discountTotal: number;
  bottleCount: number;
  products: { quantity: number; unitPrice: number; totalPrice: number; product: { name: string } }[];
}
/** The cart as the platform prices it (decreasing discounts included): what the screen must show. */
export async function apiCart(siteId: number, cartId: string): Promise<ApiCart> {
  const res = await fetch(`${API}/cart/${cartId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: String(siteId) },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: ApiCart }).data;
}
export const lineOf = (cart: ApiCart, name: string) => cart.products.find((p) => p.product.name === name)!;

/** The buying block of a product sheet, once it answers clicks. */
export async function buyingBlock(page: Page) {
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await expect(add).toBeEnabled({ timeout: 15_000 }); // hydrated: a busy machine takes a while
  const form = page.locator('form').filter({ has: add });
  return { add, quantity: form.getByRole('spinbutton', { name: 'Quantité' }), feedback: form.getByRole('status') };
}

/**
 * The consent banner (the estate has trackers) out of the way, for good: the choice is kept in its cookie. The click
 * waits until the banner is hydrated (`data-ready`, features/consent): an earlier click does nothing. It then waits
 * for tarteaucitron to record the refusal, or the banner would come back on the next page. A site without trackers
 * has no banner: nothing to refuse.
 */
export async function refuseCookies(page: Page) {
  const banner = page.locator('#consent-banner');
  if ((await banner.count()) === 0) return;
  await expect(banner).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  if (!(await banner.isVisible())) return; // chosen on an earlier page
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'consentement_cookies'), {
      timeout: 20_000,
    })
    .toBe(true);
}
