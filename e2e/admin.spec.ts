import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { findPage, type AdminLayout, type AdminPageNode } from './support/admin';
import { WINE } from './support/checkout';

// Issue 5 §4, the admin panel: an admin edits a salon page's layout and the public page shows it at once; a
// second session's edit shows the conflict (never a silent overwrite); a customer gets no admin panel, from
// the UI or by calling the admin routes. Admins lay pages out at a desk: the spec runs at 1280 px only
// (playwright.config.ts). Its tests run in parallel against the suite's ONE database: each edits its own page, and
// every edit carries a unique marker.

const PASSWORD = 'Motdepasse1!';
/** Pages of the salon's tree that no other test edits. */
const EDIT_PAGE = 'spa-du-cheveu';
const CONFLICT_PAGE = 'femme/coupe-energetique';

// Each test walks a whole admin session (log in, several screens, saves, an image render): more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Logs the context in through the storefront's proxy (the HttpOnly token cookie lands in the context). */
async function logIn(request: APIRequestContext, baseURL: string, email: string) {
  const res = await request.post('/api/platform/login', {
    headers: { origin: baseURL },
    data: { email, password: PASSWORD },
  });
  expect(res.status(), `log in ${email}`).toBe(200);
}

/** The page and its first layout, read as the logged-in admin through the proxy. */
async function pageAndLayout(
  request: APIRequestContext,
  url: string,
): Promise<{ page: AdminPageNode; layout: AdminLayout }> {
  const tree = (await (await request.get('/api/platform/admin/page')).json()).data as AdminPageNode[];
  const page = findPage(tree, url);
  expect(page, `page ${url} in the admin tree`).not.toBeNull();
  const layouts = (await (await request.get(`/api/platform/admin/page/${page!.id}/layout`)).json())
    .data as AdminLayout[];
  expect(layouts.length).toBeGreaterThan(0);
  return { page: page!, layout: layouts[0]! };
}

async function openEditor(page: Page, idPage: number, idLayout: number) {
  await page.goto(`/admin/pages/${idPage}/layouts/${idLayout}`);
  const source = page.getByLabel('Code HTML de la mise en page');
  // The editor's code is running (typing earlier would still be kept, but the test wants to see each step).
  await expect(source).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  return source;
}

test('an admin edits a salon page layout, saves, and the public page shows it at once', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const path = EDIT_PAGE;
  const marker = `Offre admin ${testInfo.project.name} ${Date.now()}`;

  // The public page is rendered and cached before the edit.
  await page.goto(`/${path}`);
  await expect(page.locator('main')).not.toContainText(marker);

  await logIn(context.request, baseURL!, 'admin@salon.test');
  // The token stays out of reach of page scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
  const { page: node, layout } = await pageAndLayout(context.request, path);

  // The panel: the page tree (titles, paths) and the address types.
  const home = await page.goto('/admin');
  expect(home?.status()).toBe(200);
  // Per visitor: never cached, never indexed.
  expect(home?.headers()['x-robots-tag']).toContain('noindex');
  expect(home?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Types d'adresse" })).toBeVisible();
  await expect(page.getByText('CLICK_AND_COLLECT')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-home.png'), fullPage: true });

  // Page → its layouts → the editor, by the UI.
  await page.getByRole('link', { name: `Mises en page de « ${node.title} »` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Mises en page : ${node.title}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: `Modifier la mise en page « ${layout.name} »` }).click();
  const source = page.getByLabel('Code HTML de la mise en page');
  await expect(source).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(source).toHaveValue(layout.html);

  // Live preview, sanitized like the public page: the script never reaches it, the new paragraph does.
  await source.fill(`${layout.html}\n<p class="lead">${marker}</p><script>window.pwned = 1</script>`);
  const preview = page.getByTestId('layout-preview');
  await expect(preview).toContainText(marker, { timeout: 15_000 });
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const status = page.getByTestId('editor-status');
  await expect(status).toContainText('Mise en page enregistrée', { timeout: 20_000 });
  await expect(status).toContainText("Image d'aperçu envoyée.", { timeout: 30_000 });
  // The uploaded image is shown back, and it is a real picture (decoded, with a width).
  const thumbnail = page.getByTestId('preview-thumbnail');
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(1200);
  await page.screenshot({ path: testInfo.outputPath('admin-editor-saved.png'), fullPage: true });

  // Saved on the platform (the html as typed: the storefront sanitizes when rendering), with a preview image.
  const after = (await pageAndLayout(context.request, path)).layout;
  expect(after.html).toContain(marker);
  expect(after.previewUrl).not.toBeNull();
  const image = await context.request.get(new URL(after.previewUrl!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/');

  // The public page shows the saved layout on the very next visit (its cache was expired by the save).
  await page.goto(`/${path}`);
  await expect(page.locator('main')).toContainText(marker);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await page.screenshot({ path: testInfo.outputPath('public-page-after-save.png') });
});

test('a second session’s edit shows the conflict instead of being overwritten', async ({
  browser,
  baseURL,
}, testInfo) => {
  const path = CONFLICT_PAGE;
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const contexts: BrowserContext[] = [];
  try {
    const first = await browser.newContext();
    const second = await browser.newContext();
    contexts.push(first, second);
    await logIn(first.request, baseURL!, 'admin@salon.test');
    await logIn(second.request, baseURL!, 'superadmin@salon.test');
    const { page: node, layout } = await pageAndLayout(first.request, path);

    // Both open the same layout.
    const pageA = await first.newPage();
    const pageB = await second.newPage();
    const sourceA = await openEditor(pageA, node.id, layout.id);
    const sourceB = await openEditor(pageB, node.id, layout.id);

    // B saves first.
    const theirs = `<p>Version B ${stamp}</p>`;
    await sourceB.fill(`${layout.html}\n${theirs}`);
    await pageB.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(pageB.getByTestId('editor-status')).toContainText('Mise en page enregistrée', { timeout: 20_000 });

    // A, still on the version it opened, tries to save: the conflict shows, nothing is overwritten.
    const mine = `<p>Version A ${stamp}</p>`;
    await sourceA.fill(`${layout.html}\n${mine}`);
    await pageA.getByRole('button', { name: 'Enregistrer' }).click();
    const conflict = pageA.getByTestId('layout-conflict');
    await expect(conflict).toBeVisible({ timeout: 20_000 });
    await expect(conflict.getByRole('heading', { name: /Conflit/ })).toBeFocused();
    await expect(conflict.getByTestId('conflict-theirs')).toContainText(`Version B ${stamp}`);
    await expect(conflict.getByTestId('conflict-mine')).toContainText(`Version A ${stamp}`);
    await pageA.screenshot({ path: testInfo.outputPath('admin-conflict.png'), fullPage: true });
    let stored = (await pageAndLayout(first.request, path)).layout.html;
    expect(stored).toContain(`Version B ${stamp}`);
    expect(stored).not.toContain(`Version A ${stamp}`);
    // A's text is still in the editor: nothing typed is lost.
    await expect(sourceA).toHaveValue(`${layout.html}\n${mine}`);

    // "Reload theirs": the editor now holds B's version.
    await conflict.getByRole('button', { name: /Recharger leur version/ }).click();
    await expect(conflict).toBeHidden();
    await expect(sourceA).toHaveValue(`${layout.html}\n${theirs}`);

    // B saves again; A edits on top of the version it reloaded and saves: conflict again, A overwrites deliberately.
    await sourceB.fill(`${layout.html}\n${theirs}\n<p>B encore ${stamp}</p>`);
    await pageB.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(pageB.getByTestId('editor-status')).toContainText('Mise en page enregistrée', { timeout: 20_000 });
    await sourceA.fill(`${layout.html}\n${mine}`);
    await pageA.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(conflict).toBeVisible({ timeout: 20_000 });
    await expect(conflict.getByTestId('conflict-theirs')).toContainText(`B encore ${stamp}`);
    await conflict.getByRole('button', { name: 'Écraser délibérément avec ma version' }).click();
    await expect(pageA.getByTestId('editor-status')).toContainText('Mise en page enregistrée', { timeout: 20_000 });
    stored = (await pageAndLayout(first.request, path)).layout.html;
    expect(stored).toBe(`${layout.html}\n${mine}`);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a customer gets no admin panel, from the UI or by calling the admin routes', async ({
  page,
  context,
  baseURL,
  playwright,
}, testInfo) => {
  await logIn(context.request, baseURL!, 'client@salon.test');

  // No way in from the UI.
  await page.goto('/');
  await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);

  // /admin and its sub-paths: the site's real 404, French message in the server HTML.
  for (const path of ['/admin', '/admin/pages/1', '/admin/pages/1/layouts/1']) {
    const res = await context.request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html).toContain('Cette page est introuvable');
    expect(html).not.toContain('Administration du site');
  }
  const visit = await page.goto('/admin');
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
  await page.screenshot({ path: testInfo.outputPath('customer-admin-404.png') });

  // The admin calls through the proxy: 403 and never data, for reads and writes alike.
  const origin = { origin: baseURL! };
  const calls = [
    context.request.get('/api/platform/admin/page'),
    context.request.get('/api/platform/admin/page/1/layout'),
    context.request.get('/api/platform/admin/address/type'),
    context.request.post('/api/platform/admin/page/1/layout/1/hash/check', {
      headers: origin,
      data: { hash: 'a'.repeat(64) },
    }),
    context.request.put('/api/platform/admin/page/1/layout/1', {
      headers: origin,
      data: { html: '<p>pirate</p>', hash: 'a'.repeat(64) },
    }),
    context.request.put('/api/platform/admin/page/1/layout/1/preview', {
      headers: origin,
      multipart: { image: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') } },
    }),
  ];
  for (const res of await Promise.all(calls)) {
    expect(res.status(), res.url()).toBe(403);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.data).toBeNull();
  }

  // Anonymous: 401 on the calls, the same 404 on the panel.
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    expect((await anonymous.get('/api/platform/admin/page')).status()).toBe(401);
    expect((await anonymous.get('/api/platform/admin/address/type')).status()).toBe(401);
    const res = await anonymous.get('/admin');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Cette page est introuvable');
  } finally {
    await anonymous.dispose();
  }
});

test('an admin reaches the panel from the site: after logging in at /auth?redirect=/admin, and from « Mon compte »', async ({
  page,
}) => {
  await page.goto(`${WINE}/auth?redirect=/admin`); // the estate's site: it has a consent banner (trackers set)
  // The site's consent banner, left unanswered on the public page, does not follow the admin into the panel: the
  // panel is loaded as a document of its own (its frame and its security policy), not swapped in by the site's router.
  await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('admin@vins.test');
  await form.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${WINE}/admin`);
  const panel = page.getByRole('heading', { level: 1, name: 'Administration du site' });
  await expect(panel).toBeVisible();
  await expect(page.locator('#tarteaucitronRoot')).toHaveCount(0);

  // Spec §6: the way in for an admin who is already logged in (a customer has none: the test above).
  await page.goto(`${WINE}/mon-compte`);
  await page.getByRole('link', { name: 'Administration du site' }).click();
  await page.waitForURL(`${WINE}/admin`);
  await expect(panel).toBeVisible();
});
