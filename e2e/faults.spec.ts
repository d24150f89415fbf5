import { expect as baseExpect, test } from '@playwright/test';
import { E2E_API_PORT, E2E_REVALIDATE_SECRET, E2E_WEB_PORT, SITES } from '../playwright.config';
import { openWithCart, seedCart } from './support/checkout';
import { startFaultProxy, startStorefront, type FaultProxy, type Storefront } from './support/fault-proxy';
import { apiCart, storedCart } from './support/shop';

// Issue 17 §2: what a visitor sees when the platform fails. A second storefront (the same build, as `npm start`
// runs it) talks to the platform through a fault proxy the test drives: requests pass, are dropped (the platform is
// down), or are held (a slow platform) until the test lets them go — no sleeps, no timing.

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

let proxy: FaultProxy;
let storefront: Storefront;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'faults are about the server, not the width: one project');
  // The hook waits for the second storefront's « ready » line: 3 s on a quiet machine, over 30 s (the hooks' default
  // limit) measured at load 20 on 2 cores. The same limit as the tests'.
  test.setTimeout(120_000);
  proxy = await startFaultProxy(`http://127.0.0.1:${E2E_API_PORT}`);
  storefront = await startStorefront(E2E_WEB_PORT + 7, proxy.url, { SITES, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET });
});

test.afterAll(async () => {
  await storefront?.stop();
  await proxy?.close();
});

test.afterEach(() => proxy?.release());

test('platform down: pages read before are still served, a new page shows the French error screen, the cart is kept', async ({
  page,
}) => {
  const site = storefront.url;
  // Read once while the platform answers: the page and its data are cached.
  await page.goto(`${site}/spa-du-cheveu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spa du cheveu' })).toBeVisible();
  const cartId = await seedCart(1, [[1020, 2]]);
  await openWithCart(page, site, 1, cartId, 2);

  proxy.setMode('down');

  // A cached public page: still served, complete.
  const cached = await page.goto(`${site}/spa-du-cheveu`);
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Spa du cheveu' })).toBeVisible();

  // A page whose data was never read: the error screen of spec §2, in French, status 500, and a way to retry.
  const fresh = await page.goto(`${site}/actualites?page=3`);
  expect(fresh?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Erreur' })).toBeVisible();
  await expect(
    page.getByText('Cette page ne peut pas s’afficher pour le moment. Réessayez dans un instant.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Server Components|digest/);

  // The cart: its refresh fails for want of a platform (the proxy's 502), which is no refusal: it is kept.
  await page.goto(`${site}/panier`);
  await expect(page.getByRole('alert').filter({ hasText: 'Le panier ne répond pas pour le moment.' })).toBeVisible();
  expect(await storedCart(page, 1)).toMatchObject({ cartId, count: 2 });

  // The platform is back: the same cart, whole.
  proxy.setMode('pass');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('listitem', { name: 'Masque réparateur au karité', exact: true })).toBeVisible();
  expect(await storedCart(page, 1)).toMatchObject({ cartId });
});

test('offline: adding to the cart says the visitor is offline and keeps the cart', async ({ page, context }) => {
  const site = storefront.url;
  const cartId = await seedCart(1, [[1020, 1]]);
  await openWithCart(page, site, 1, cartId, 1);
  await page.goto(`${site}/boutique/shampoing-douceur-a-l-avoine-101`);
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await expect(add).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText(/Vous êtes hors ligne/)).toBeVisible();
  await add.click();
  // The call cannot leave: the form says why, the page stays (no reload into the browser's offline screen).
  await expect(page.locator('form').filter({ has: add }).getByRole('status')).toHaveText(/^Vous êtes hors ligne/);
  await expect(page).toHaveURL(`${site}/boutique/shampoing-douceur-a-l-avoine-101`);
  expect(await storedCart(page, 1)).toMatchObject({ cartId, count: 1 });
  await context.setOffline(false);
});

test('slow platform: a double click on « Ajouter au panier » adds once', async ({ page }) => {
  const site = storefront.url;
  const cartId = await seedCart(1, [[1020, 1]]);
  await openWithCart(page, site, 1, cartId, 1);
  await page.goto(`${site}/boutique/shampoing-douceur-a-l-avoine-101`);
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await expect(add).toBeEnabled();
  proxy.setMode('hold');
  await add.dblclick();
  // The first click's call waits on the platform; the second click finds the form busy and sends nothing.
  await expect.poll(() => proxy.held()).toBeGreaterThan(0);
  proxy.release();
  await expect(page.locator('form').filter({ has: add }).getByRole('status')).toHaveText('Produit ajouté au panier');
  await expect.poll(async () => (await storedCart(page, 1))?.count).toBe(2);
  // The platform's own count: the seeded mask and one shampoo, not two.
  const cart = await apiCart(1, cartId);
  expect(cart.products.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
});

test('slow platform: a page already rendered does not wait; on the way to one not rendered yet the shell stays, then the page comes', async ({
  page,
}) => {
  const site = storefront.url;
  // At 390 px: the shell's menu button says when the page is hydrated, and the bottom bar is part of the shell.
  await page.setViewportSize({ width: 390, height: 844 });
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  // The next page must be rendered by the click, not ahead of it: the router's prefetches are refused.
  await page.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
  );
  // A folder no other spec opens (the blog's root links to it): its other orders have never been rendered.
  await page.goto(`${site}/blog`);
  await page
    .locator('main')
    .getByRole('link', { name: /^Beauté & bien-être/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beauté & bien-être');
  const folder = page.url();
  expect(folder).toMatch(/\/blog\/dossier\/[a-z-]+-2$/);

  proxy.setMode('hold');
  // Rendered before: served from the cache, whole, while every platform call waits (its pictures, which come from
  // the platform, too: the document's load event would wait for them).
  const cached = await page.goto(folder, { waitUntil: 'domcontentloaded' });
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beauté & bien-être');
  // Hydrated (the menu button waits for it), so the next click is the router's.
  await expect(menuButton).toBeEnabled();

  // A view of the folder never rendered (ISR renders a page whole before sending it, see docs/ARCHITECTURE.md
  // « Loading »): its data waits on the platform, and meanwhile the page in place, its shell included, stays.
  const sorted = page.getByRole('link', { name: 'Titre (Z → A)' });
  // The click's own request, not a prefetch of the link: the viewport or the hover asks for one (refused above), and
  // a refused prefetch caught here would pass for an answer (the likely cause of the one failure seen, under load).
  const navigation = page.waitForRequest((request) => {
    const headers = request.headers();
    return request.url().includes('tri=-title') && !!headers.rsc && !headers['next-router-prefetch'];
  });
  await sorted.click();
  const rendering = await navigation;
  let answered = false;
  void rendering.response().then(() => (answered = true));
  await expect.poll(() => proxy.held()).toBeGreaterThan(0);
  // Meanwhile the shell is there and answers: the header, the bottom bar, the menu opens and closes.
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Raccourcis' })).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  // …and the next page still waits on the platform.
  expect(answered).toBe(false);
  await expect(page).toHaveURL(folder);

  proxy.release();
  await page.waitForURL(`${folder}?tri=-title`);
  await expect(sorted).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beauté & bien-être');
});

// Last: it stops the fault spec's storefront.
test('SIGTERM with a request in flight: the answer completes, new connections are refused, the exit code is 0', async () => {
  const cartId = await seedCart(1, [[1020, 1]]);
  proxy.setMode('hold');
  // A cart refresh through the browser proxy (a call that always reaches the platform), held there.
  const inFlight = fetch(`${storefront.url}/api/platform/cart/${cartId}`, {
    method: 'POST',
    headers: { origin: storefront.url, 'content-type': 'application/json' },
    body: '{}',
  });
  await expect.poll(() => proxy.held()).toBeGreaterThan(0);

  storefront.kill('SIGTERM');
  await expect.poll(() => storefront.output()).toContain('SIGTERM: finishing the requests in flight');
  // The port is closed: a new connection is refused.
  const refused = await fetch(`http://127.0.0.1:${E2E_WEB_PORT + 7}/`).then(
    (res) => `answered ${res.status}`,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
  expect(refused).toBe('ECONNREFUSED');

  proxy.release();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { success: boolean; data: { products: unknown[] } };
  expect(body.success).toBe(true);
  expect(body.data.products).toHaveLength(1);
  expect(await storefront.exited).toBe(0);
  // The shutdown's own failures only: the storefront's log also holds the platform errors of the earlier fault tests.
  expect(storefront.output()).not.toMatch(/stopped anyway|closing Next failed|\[storefront\] \S+ \S+ failed/);
});
