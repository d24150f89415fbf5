import { expect, test, type Page } from '@playwright/test';
import { E2E_WEB_PORT } from '../playwright.config';

// Issue 17 §1: the consent banner's buttons do what they say whenever they are clicked — at the first paint, while
// the page hydrates, after. Before hydration they are plain forms posted to POST /api/consent (the server writes
// tarteaucitron's cookie and sends the visitor back); after it, tarteaucitron records the choice in place. Each
// button is clicked as soon as page.goto returns at each of its four moments, on a CPU slowed four times (a phone),
// so the click lands before, during and after hydration; the cookie must be there, and the banner must stay
// closed after a reload. Before the fix, a click before hydration was lost about half of the time.
const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
const COOKIE = 'consentement_cookies';
const MOMENTS = ['commit', 'domcontentloaded', 'load', 'networkidle'] as const;
/** The library and the trackers load after a choice; slowed four times on a busy machine, a few seconds. */
const SHOWN = { timeout: 30_000 };

// One test per button and moment, each with its own minute: a slowed page, its tarteaucitron and a second tab take
// 10–25 s at load 20 on this project's 2 cores, and a failure names the moment it happened at.
test.describe.configure({ timeout: 60_000 });

const banner = (page: Page) => page.locator('#consent-banner');
const consentCookie = async (page: Page) =>
  (await page.context().cookies(WINE)).find((cookie) => cookie.name === COOKIE)?.value;

/** A phone-like page: CPU slowed four times, trackers answered by an empty script (no internet here). */
async function slowPage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(
    (url) => url.hostname.endsWith('.example') || /google|doubleclick/.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/**
 * The cookie holds the choice; the page loaded again (in a new tab of the same browser: the clicked one may still be
 * finishing the form's redirect) hides the banner from the first paint, and it stays hidden.
 */
async function choiceHolds(page: Page, expected: RegExp, path: string) {
  await expect.poll(() => consentCookie(page), SHOWN).toMatch(expected);
  const again = await page.context().newPage();
  await again.goto(`${WINE}${path}`, { waitUntil: 'domcontentloaded' });
  await expect(again.locator('html')).toHaveAttribute('data-consent-chosen', '');
  await expect(banner(again)).toBeHidden();
  await again.waitForLoadState('load');
  await expect(banner(again)).toBeHidden();
  expect(await consentCookie(again)).toMatch(expected);
}

for (const moment of MOMENTS) {
  for (const [name, expected] of [
    ['Tout refuser', /^(?=.*!matomo=false)(?=.*!gtag=false)/],
    ['Tout accepter', /^(?=.*!matomo=true)(?=.*!gtag=true)/],
  ] as const) {
    test(`« ${name} » clicked at ${moment} is recorded, before hydration included`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await slowPage(page);
      await page.goto(`${WINE}/nos-vins`, { waitUntil: moment });
      await banner(page).getByRole('button', { name }).click();
      await choiceHolds(page, expected, '/nos-vins');
      // The clicked page stays where it was (the form's redirect comes back to it).
      await expect(page).toHaveURL(`${WINE}/nos-vins`);
      await context.close();
    });
  }

  test(`« Personnaliser » clicked at ${moment} opens the choices, and saving them is recorded`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await slowPage(page);
    await page.goto(`${WINE}/nos-vins`, { waitUntil: moment });
    await banner(page).getByText('Personnaliser', { exact: true }).click();
    const choices = banner(page).getByRole('group', { name: 'Les services que vous acceptez' });
    await expect(choices).toBeVisible();
    await choices.getByRole('checkbox', { name: /Google Analytics/ }).check();
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/consent') && response.status() === 303),
      banner(page).getByRole('button', { name: 'Enregistrer mes choix' }).click(),
    ]);
    await choiceHolds(page, /^(?=.*!matomo=false)(?=.*!gtag=true)/, '/nos-vins');
    await expect(page).toHaveURL(`${WINE}/nos-vins`);
    await context.close();
  });
}

test('a form on another site cannot record a choice for the visitor (same-origin check)', async ({ request }) => {
  // The estate's host, on an address this process resolves (vins.localhost resolves in the browser only).
  const forged = await request.post(`http://127.0.0.1:${E2E_WEB_PORT}/api/consent`, {
    form: { choice: 'accept' },
    headers: { host: `vins.localhost:${E2E_WEB_PORT}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie']).toBeUndefined();
  expect(await forged.text()).toBe('Requête refusée : elle ne vient pas de ce site.');
});
