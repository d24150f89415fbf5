import { expect, test, type Page } from '@playwright/test';
import { E2E_WEB_PORT } from '../playwright.config';
import { atOneWidth } from './support/widths';

// Spec §2 "Cookie consent banner", issue 3 §4 (owner code) and §7 (headers). The wine estate is seeded
// (mock-api/seed/site-parameters.ts) with two fake trackers — Matomo at mesure.coteauxdores.example and a
// Google tag — plus owner CSS, HTML and script, and both locks; the salon has no tracker at all.
const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
const COOKIE = 'consentement_cookies';
const DAY_S = 86_400;
const TRACKER_HOST =
  /(^|\.)(coteauxdores\.example|googletagmanager\.com|google-analytics\.com|analytics\.google\.com|googleadservices\.com|doubleclick\.net|plausible\.io|facebook\.(net|com))$/;

/** Every request to a tracker host, answered by an empty script (there is no internet here). */
async function watchTrackers(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (TRACKER_HOST.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  await page.route(
    (url) => TRACKER_HOST.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  return seen;
}

function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Our first-visit banner (features/consent/components/consent-banner.tsx), in the server HTML. */
const banner = (page: Page) => page.locator('#consent-banner');
/** tarteaucitron's own banner: it must never show on top of ours or after a choice. */
const libraryBanner = (page: Page) => page.locator('#tarteaucitronAlertBig');
/** tarteaucitron loads on a choice (or, for a returning visitor, once the page is idle): on a busy machine, a few seconds. */
const SHOWN = { timeout: 20_000 };

/** The banner is shown and its buttons answer (hydrated). */
async function bannerReady(page: Page) {
  await expect(banner(page)).toBeVisible(SHOWN);
  await expect(banner(page)).toHaveAttribute('data-ready', 'true', SHOWN);
}

/** The footer's legal links, and among them the way back to the choice (a site that asks for consent). */
const legalLinks = (page: Page) => page.getByRole('navigation', { name: 'Informations légales' });
const footerConsentLink = (page: Page) => legalLinks(page).getByRole('link', { name: 'Gestion des cookies' });

/** Every request for the consent library's files. */
function watchLibrary(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/tarteaucitron/')) seen.push(request.url());
  });
  return seen;
}

test.describe.configure({ timeout: 60_000 });

async function consentCookie(page: Page) {
  return (await page.context().cookies(WINE)).find((cookie) => cookie.name === COOKIE);
}

test('the wine estate shows the consent banner at the bottom, in French, and loads no tracker — nor the consent library — before a choice', async ({
  page,
}, testInfo) => {
  const trackers = await watchTrackers(page);
  const library = watchLibrary(page);
  const errors = watchConsoleErrors(page);
  await page.goto(`${WINE}/`);

  // In the server HTML: there at the first paint.
  await expect(banner(page)).toBeVisible();
  // What its two trackers (Matomo, the Google tag) are for, and nothing more: no advertising.
  await expect(banner(page)).toContainText('Avec votre accord, ce site utilise des cookies pour mesurer son audience.');
  const accept = banner(page).getByRole('button', { name: /Tout accepter/ });
  const refuse = banner(page).getByRole('button', { name: /Tout refuser/ });
  await expect(accept).toBeVisible();
  await expect(refuse).toBeVisible();
  await expect(banner(page).getByText('Personnaliser', { exact: true })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Politique de cookies' })).toHaveAttribute(
    'href',
    '/cookie-policy',
  );
  await bannerReady(page);

  // At the bottom, and not covering more than needed (at 390 px too).
  const viewport = page.viewportSize()!;
  const box = (await banner(page).boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(viewport.height);
  expect(box.height).toBeLessThan(viewport.height * 0.35);
  // Accept and refuse weigh the same (CNIL), and are comfortable touch targets.
  const [acceptBox, refuseBox] = [(await accept.boundingBox())!, (await refuse.boundingBox())!];
  expect(Math.abs(acceptBox.height - refuseBox.height)).toBeLessThan(1);
  expect(acceptBox.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: testInfo.outputPath(`consent-banner-${testInfo.project.name}.png`) });

  // Keyboard: the choice can be made without a mouse.
  await refuse.focus();
  await expect(refuse).toBeFocused();

  // The footer's « Gestion des cookies » before any choice: the banner opens its own list (nothing loads for it).
  // Keyboard: the banner sits over the foot of the page.
  await footerConsentLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('group', { name: 'Les services que vous acceptez' })).toBeVisible();
  await expect(banner(page).getByText('Personnaliser', { exact: true })).toBeFocused();

  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  expect(trackers).toEqual([]);
  expect(library).toEqual([]);
  expect(errors).toEqual([]);
});

/** The home page, and « Tout refuser » once the banner is hydrated: the banner closes. */
async function refuseOnTheBanner(page: Page) {
  await page.goto(`${WINE}/`);
  await bannerReady(page);
  await banner(page)
    .getByRole('button', { name: /Tout refuser/ })
    .click();
  await expect(banner(page)).toBeHidden();
}

test('refusing closes the banner, records the refusal for at most 183 days, loads nothing, and is remembered', async ({
  page,
}) => {
  atOneWidth('mobile-390');
  const trackers = await watchTrackers(page);
  await refuseOnTheBanner(page);

  // tarteaucitron loads and records the choice with its own call; its banner never shows meanwhile.
  await expect.poll(() => consentCookie(page), SHOWN).toBeDefined();
  await expect(page.locator('#tarteaucitronManager')).toBeVisible(SHOWN);
  await expect(libraryBanner(page)).toBeHidden();
  const cookie = (await consentCookie(page))!;
  expect(cookie.value).toContain('matomo=false');
  expect(cookie.value).toContain('gtag=false');
  const lifetime = cookie.expires - Date.now() / 1000;
  expect(lifetime).toBeLessThanOrEqual(183 * DAY_S + 60);
  expect(lifetime).toBeGreaterThan(182 * DAY_S);
  expect(cookie.sameSite).toBe('Lax');

  await page.reload();
  // Hidden before the first paint (the head's script marks <html>, the banner's CSS reads it), and tarteaucitron
  // runs again (its button to reopen the panel appears).
  await expect(page.locator('html')).toHaveAttribute('data-consent-chosen', '');
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('#tarteaucitronManager')).toBeVisible(SHOWN);
  await page.waitForTimeout(1_000);
  await expect(banner(page)).toBeHidden();
  await expect(libraryBanner(page)).toBeHidden();
  expect(trackers).toEqual([]);
});

test('a refusal holds on a page loaded before tarteaucitron could carry it out (a slow phone)', async ({ page }) => {
  atOneWidth('mobile-390');
  const trackers = await watchTrackers(page);
  // The library takes its time to arrive, as on a slow phone: held until the end of the test.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/tarteaucitron/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await refuseOnTheBanner(page);
  // Recorded at the tap, in tarteaucitron's format, before the library is there.
  expect((await consentCookie(page))?.value).toMatch(/^(?=.*!matomo=false)(?=.*!gtag=false)/);

  // A full page load at once (a link in the owner's text, a typed address): the choice holds.
  await page.goto(`${WINE}/nos-vins`);
  await expect(page.locator('html')).toHaveAttribute('data-consent-chosen', '');
  await expect(banner(page)).toBeHidden();
  release();
  expect(trackers).toEqual([]);
});

test('accepting loads the configured trackers, and the choice holds across a reload', async ({ page }) => {
  atOneWidth('mobile-390');
  const trackers = await watchTrackers(page);
  await page.goto(`${WINE}/`);
  await bannerReady(page);
  await banner(page)
    .getByRole('button', { name: /Tout accepter/ })
    .click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => trackers.some((url) => url.startsWith('https://mesure.coteauxdores.example/')), SHOWN)
    .toBe(true);
  await expect
    .poll(() => trackers.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-C0TEAUXD0R')))
    .toBe(true);
  expect((await consentCookie(page))!.value).toMatch(/matomo=true.*gtag=true|gtag=true.*matomo=true/);
  await expect(libraryBanner(page)).toBeHidden();

  trackers.length = 0;
  await page.reload();
  await expect
    .poll(() => trackers.some((url) => url.startsWith('https://mesure.coteauxdores.example/')), SHOWN)
    .toBe(true);
  await expect(banner(page)).toBeHidden();
  await expect(libraryBanner(page)).toBeHidden();
});

test('« Personnaliser » lists each configured tracker, saves a choice per tracker, and tarteaucitron’s panel reopens it', async ({
  page,
}, testInfo) => {
  const trackers = await watchTrackers(page);
  await page.goto(`${WINE}/`);
  // A native <details> (issue 17 §1): it opens before hydration too.
  await banner(page).getByText('Personnaliser', { exact: true }).click();
  const choices = banner(page).getByRole('group', { name: 'Les services que vous acceptez' });
  await expect(choices).toBeVisible();
  await expect(choices.getByRole('checkbox')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath(`consent-choices-${testInfo.project.name}.png`) });
  await choices.getByRole('checkbox', { name: /Matomo/ }).check();
  await expect(choices.getByRole('checkbox', { name: /Google Analytics/ })).not.toBeChecked();
  // Posted to the server (POST /api/consent), which records the choice and sends the visitor back here.
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/consent') && response.status() === 303),
    banner(page).getByRole('button', { name: 'Enregistrer mes choix' }).click(),
  ]);
  await page.waitForURL(`${WINE}/`, { waitUntil: 'load' });
  expect((await consentCookie(page))!.value).toBe('!matomo=true!gtag=false');
  await expect(banner(page)).toBeHidden();
  // tarteaucitron applies the recorded choice: Matomo only.
  await expect
    .poll(() => trackers.some((url) => url.startsWith('https://mesure.coteauxdores.example/')), SHOWN)
    .toBe(true);
  expect(trackers.some((url) => url.includes('googletagmanager'))).toBe(false);
  // Its button reopens the panel, one line per tracker.
  await page.locator('#tarteaucitronManager').click(SHOWN);
  const panel = page.getByRole('dialog', { name: 'Panneau de gestion des cookies' });
  await expect(panel).toBeVisible(SHOWN);
  await expect(panel.getByRole('heading', { name: /Matomo/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /Google Analytics/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(libraryBanner(page)).toBeHidden();
  // So does the footer's « Gestion des cookies », on any page.
  await footerConsentLink(page).click();
  await expect(panel).toBeVisible(SHOWN);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('no tracker can run, so the banner does not cover the page', async ({ page }) => {
    atOneWidth('mobile-390');
    await page.goto(`${WINE}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toBeAttached();
    await expect(banner(page)).toBeHidden();
  });
});

test('a site without any tracker shows no banner and does not even load the consent library', async ({ page }) => {
  atOneWidth('mobile-390');
  const consentRequests = watchLibrary(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  expect(consentRequests).toEqual([]);
  await expect(banner(page)).toHaveCount(0);
  // Nothing to manage either: the footer has no « Gestion des cookies ».
  await expect(legalLinks(page).getByRole('link', { name: 'Politique de cookies' })).toBeVisible();
  await expect(footerConsentLink(page)).toHaveCount(0);
});

test('the owner CSS, HTML and script apply once, also after a client navigation', async ({ page }) => {
  atOneWidth('mobile-390');
  await page.goto(`${WINE}/`);
  const notice = page.locator('.bandeau-caveau');
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveText('Caveau ouvert du mardi au samedi, dégustations sur rendez-vous le dimanche.');
  // GLOBAL_CSS styles it (#F3E7C9 background).
  await expect(notice).toHaveCSS('background-color', 'rgb(243, 231, 201)');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { domaineScriptRuns?: number }).domaineScriptRuns))
    .toBe(1);

  // Below 960 px the menu is in the drawer.
  if ((page.viewportSize()?.width ?? 0) < 960) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Nos vins' }).click();
  await page.waitForURL(/\/nos-vins$/);
  await expect(page.locator('.bandeau-caveau')).toHaveCount(1);
  await expect(page.locator('style#owner-css')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { domaineScriptRuns?: number }).domaineScriptRuns)).toBe(1);
});

test('LOCK_RIGHT_CLICK blocks the context menu and LOCK_TEXT_SELECTION the selection, form fields still work', async ({
  page,
}) => {
  atOneWidth('mobile-390');
  await page.goto(`${WINE}/`);
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { domaineScriptRuns?: number }).domaineScriptRuns))
    .toBe(1);

  const prevented = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        document.addEventListener('contextmenu', (event) => resolve(event.defaultPrevented), { once: true }),
      ),
  );
  await heading.click({ button: 'right' });
  expect(await prevented).toBe(true);

  await expect(heading).toHaveCSS('user-select', 'none');
  // The salon has neither lock.
  const salon = await page.context().newPage();
  await salon.goto('/');
  await expect(salon.locator('main h1').first()).toHaveCSS('user-select', 'auto');

  // A form field on the locked site: selectable, and one can type in it.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Essai');
    document.querySelector('main')!.append(input);
  });
  const field = page.getByRole('textbox', { name: 'Essai' });
  await expect(field).toHaveCSS('user-select', 'text');
  await field.fill('Chenin 2022');
  await expect(field).toHaveValue('Chenin 2022');
});

test('every HTML page carries the security headers and a CSP opening only the site’s own trackers', async ({
  page,
}) => {
  atOneWidth('desktop-1280');
  const salon = (await page.goto('/'))!;
  const wine = (await page.goto(`${WINE}/nos-vins`))!;
  const missing = (await page.goto(`${WINE}/cette-page-n-existe-pas`))!;
  expect(missing.status()).toBe(404);

  for (const response of [salon, wine, missing]) {
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
    ])
      expect(csp, response.url()).toContain(directive);
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // `next start` is a production server.
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  }
  const salonCsp = salon.headers()['content-security-policy']!;
  expect(salonCsp).toContain("script-src 'self' 'unsafe-inline';");
  expect(salonCsp).not.toMatch(/googletagmanager|coteauxdores/);
  expect(wine.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'unsafe-inline' https:\/\/mesure\.coteauxdores\.example https:\/\/www\.googletagmanager\.com;/,
  );
});

test('a forged x-middleware-subrequest header does not get past the request gate (CVE-2025-29927)', async ({
  request,
}) => {
  atOneWidth('desktop-1280');
  const forged = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' };
  // The gate still runs: the personal space sends a visitor to log in, the admin panel stays a 404, the CSP is set.
  const account = await request.get('/mon-compte', { headers: forged, maxRedirects: 0 });
  expect(account.status()).toBe(307);
  expect(account.headers().location).toContain('/auth?redirect=%2Fmon-compte');
  const admin = await request.get('/admin', { headers: forged });
  expect(admin.status()).toBe(404);
  expect(admin.headers()['content-security-policy']).toContain("default-src 'self'");
});
