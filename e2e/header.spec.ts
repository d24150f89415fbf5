import { expect, test, type Page } from '@playwright/test';
import { E2E_WEB_PORT } from '../playwright.config';

// Issue 3 §2-§3: the theme and the bars of the shell (spec §2 "Page shell", §9 logo and menu parameters).
const WINE = `http://vins.localhost:${E2E_WEB_PORT}`;
const SALON_HEADER = 'rgb(41, 54, 42)'; // BACKGROUND_HEADER_COLOR #29362AFF
const WINE_HEADER = 'rgb(107, 30, 46)'; // the estate's #6B1E2EFF

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 960;
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Raccourcis' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
/** The visible main menu: the desktop bar from 960 px, the drawer (opened here) below. */
async function mainMenu(page: Page) {
  if (isMobile(page)) {
    await menuButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  }
  return page.getByRole('navigation', { name: 'Menu principal' });
}

test('the bottom bar shows only below 960 px, the desktop menu only from 960 px', async ({ page }) => {
  await page.goto('/');
  await page.setViewportSize({ width: 959, height: 800 });
  await expect(bottomBar(page)).toBeVisible();
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  // Home, call, cart and account, in that order.
  await expect(bottomBar(page).getByRole('link')).toHaveText(['Accueil', 'Appeler', 'Panier', 'Mon compte']);
  await expect(bottomBar(page).getByRole('link', { name: 'Appeler le 04 78 42 16 90' })).toHaveAttribute(
    'href',
    'tel:0478421690',
  );
  await expect(bottomBar(page).getByRole('link', { name: 'Panier' })).toHaveAttribute('href', '/panier');
  await expect(bottomBar(page).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/mon-compte');

  await page.setViewportSize({ width: 960, height: 800 });
  await expect(bottomBar(page)).toBeHidden();
  await expect(menuButton(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});

test.describe('below 960 px', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) >= 960,
    'The drawer exists below 960 px: the mobile project runs it.',
  );

  test('the drawer opens from MOBILE_MENU_POSITION, keeps the focus, closes on Escape', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The salon's MOBILE_MENU_POSITION is BOTTOM: the drawer rests on the bottom edge.
    await expect
      .poll(async () => {
        const box = (await drawer.boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(page.viewportSize()!.height);

    const focusInDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    expect(await focusInDrawer()).toBe(true);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(), `Shift+Tab ${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('sub-pages unfold in the drawer and a tap leads there, closing it', async ({ page }) => {
    await page.goto('/');
    const menu = await mainMenu(page);
    // The drawer draws each page's icon from its name (MENU_ICON on): the home's house, from the shared sprite.
    const homeIcon = menu.getByRole('link', { name: 'Accueil' }).locator('svg.lucide-house');
    await expect(homeIcon).toHaveAttribute('aria-hidden', 'true');
    await expect
      .poll(() => homeIcon.locator('use').evaluate((el) => (el as SVGUseElement).getBBox().width))
      .toBeGreaterThan(8);
    await expect(menu.getByRole('link', { name: 'Espace barbier' })).toBeHidden();
    await menu.getByRole('button', { name: 'Afficher les sous-pages de Homme' }).click();
    await menu.getByRole('link', { name: 'Espace barbier' }).click();
    await page.waitForURL(/\/homme\/espace-barbier$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    // Heading-only entries (isText) unfold too.
    const menu2 = await mainMenu(page);
    const heading = menu2.getByRole('button', { name: 'Perte de cheveux' });
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await heading.click();
    await expect(menu2.getByRole('link', { name: 'Cure de repousse' })).toBeVisible();
  });
});

test.describe('from 960 px', () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) < 960,
    'The desktop bar exists from 960 px: the desktop project runs it.',
  );

  test('a sub-menu opens with the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const femme = menu.getByRole('link', { name: 'Femme', exact: true });
    const submenu = menu.getByRole('list', { name: 'Sous-pages de Femme' });
    await expect(submenu).toBeHidden();
    // Tab from the top of the page until the entry has the focus.
    for (let i = 0; i < 10 && !(await femme.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(femme).toBeFocused();
    await expect(submenu).toBeVisible();
    await expect(femme).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link', { name: 'Balayage' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(femme).toBeFocused();
    await expect(femme).toHaveAttribute('aria-expanded', 'false');
    // ArrowDown opens it again, on its first sub-page.
    await page.keyboard.press('ArrowDown');
    await expect(submenu.getByRole('link', { name: 'Balayage' })).toBeFocused();
    // Hover opens another one; a heading-only entry is a button that opens its sub-pages.
    await menu.getByRole('link', { name: 'Homme', exact: true }).hover();
    await expect(menu.getByRole('link', { name: 'Espace barbier' })).toBeVisible();
    const heading = menu.getByRole('button', { name: 'Perte de cheveux' });
    await heading.focus();
    await page.keyboard.press('Enter');
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Cure de repousse' })).toBeVisible();
  });

  test('the menu follows the parameters: right-fixed pages at the end, icons, alignment, fixed bar', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const lists = menu.locator(':scope > ul');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(1).getByRole('link')).toHaveText(['Boutique', 'Rendez-vous']);
    // MENU_ICON on: the pages' icons are drawn, MENU_ICON_SIZE 12 pt = 16 px.
    const icon = menu.getByRole('link', { name: 'Accueil' }).locator('svg');
    await expect(icon).toHaveCount(1);
    expect(await icon.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(16, 0);
    // Drawn: the icon is a use of the shared sprite (components/icon), whose drawing has a size once it is loaded.
    await expect
      .poll(() => icon.locator('use').evaluate((el) => (el as SVGUseElement).getBBox().width))
      .toBeGreaterThan(8);
    expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).position)).toBe('relative');
    expect(await lists.first().evaluate((el) => getComputedStyle(el).justifyContent)).toBe('flex-start');

    // The estate: MENU_ALIGNMENT CENTER, IS_MENU_FIXED on.
    await page.goto(WINE);
    const wineList = page.getByRole('navigation', { name: 'Menu principal' }).locator(':scope > ul').first();
    expect(await wineList.evaluate((el) => getComputedStyle(el).justifyContent)).toBe('center');
    expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });
});

test('the wine estate is served with its own theme colour and its own menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveCSS('background-color', SALON_HEADER);
  const salonMenu = await mainMenu(page);
  await expect(salonMenu.getByRole('link', { name: 'Femme', exact: true })).toBeVisible();
  await expect(salonMenu.getByRole('link', { name: 'Nos vins' })).toHaveCount(0);

  await page.goto(WINE);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', WINE_HEADER);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Domaine des Coteaux Dorés' })).toHaveAttribute(
    'href',
    '/',
  );
  const wineMenu = await mainMenu(page);
  await expect(wineMenu.getByRole('link', { name: 'Nos vins' })).toBeVisible();
  await expect(wineMenu.getByRole('link', { name: 'Le domaine' })).toBeVisible();
  await expect(wineMenu.getByRole('link', { name: 'Femme', exact: true })).toHaveCount(0);
});

test('the active page is marked', async ({ page }) => {
  await page.goto('/femme/balayage');
  const menu = await mainMenu(page);
  if (!isMobile(page)) await menu.getByRole('link', { name: 'Femme', exact: true }).hover();
  await expect(menu.getByRole('link', { name: 'Balayage' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Femme', exact: true })).toHaveAttribute('data-active', 'branch');
  await expect(menu.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  if (isMobile(page)) {
    await page.keyboard.press('Escape');
    await expect(bottomBar(page).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/');
    await expect(bottomBar(page).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  } else {
    // MENU_ACTIVE_TYPE TEXT_COLOR: the current page's entry is in ACTIVE_MENU_COLOR (#DCB253FF).
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' }),
    ).toHaveCSS('color', 'rgb(220, 178, 83)');
  }
});

test('a missing font file never breaks the page', async ({ page, request }) => {
  // The seeded fonts have no files on the local platform: no @font-face asks for them, the page renders.
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(await response!.text()).not.toContain('/fonts/lato');
  expect((await request.get('/fonts/lato-bold.woff2')).status()).toBe(404);
  expect((await request.get('/fonts/..%2Fpackage.json')).status()).toBe(404);
  expect((await request.get('/fonts/script.js')).status()).toBe(404);
  // The families still apply, with their fallback stacks.
  expect(
    await page.locator('.site').evaluate((el) => getComputedStyle(el).getPropertyValue('--font-title-family')),
  ).toContain('Cormorant Garamond');
});

test('home screenshots of both sites', async ({ page }, testInfo) => {
  for (const [name, url] of [
    ['salon', '/'],
    ['vins', WINE],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`header-${name}-${testInfo.project.name}.png`) });
  }
});

// Moved from account.spec.ts, which runs at 390 px only: the icon's place is the header's, at both widths.
test('the account icon of the header (desktop bar) or of the bottom bar (mobile) leads to the personal space', async ({
  page,
}) => {
  await page.goto('/');
  const mobile = (page.viewportSize()?.width ?? 1280) < 960;
  const link = mobile
    ? page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link', { name: 'Mon compte' })
    : page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Mon compte' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/mon-compte');
  await expect(link.locator('svg')).toHaveCount(1);
  // Logged out: the way goes through /auth and back.
  await link.click();
  await page.waitForURL(/\/auth\?redirect=%2Fmon-compte$/);

  if (!mobile) {
    // The estate's centred logo: the icon stays on the menu's row, after the right-fixed pages.
    await page.goto(`${WINE}/`);
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' });
    const account = await menu.getByRole('link', { name: 'Mon compte' }).boundingBox();
    const last = await menu.getByRole('link', { name: 'Nos vins' }).boundingBox();
    expect(Math.abs(account!.y + account!.height / 2 - (last!.y + last!.height / 2))).toBeLessThan(12);
    expect(account!.x).toBeGreaterThan(last!.x);
  }
});
