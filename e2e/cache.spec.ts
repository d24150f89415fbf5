import { expect, test } from '@playwright/test';
import { E2E_API_PORT, E2E_REVALIDATE_SECRET } from '../playwright.config';

const API = `http://127.0.0.1:${E2E_API_PORT}`;

// Public pages are cached (lib/cache-tags.ts); the platform expires them with POST /api/revalidate.
test('a saved layout shows on the public page once the platform expires the cache', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop-1280',
    'edits shared seed data: one project is enough, the cache is the same for every width',
  );
  const path = 'coiffure-et-maquillage-de-mariage';
  const marker = `Nouveauté ${Date.now()}`;

  // The page is rendered and cached.
  await page.goto(`/${path}`);
  await expect(page.locator('main')).not.toContainText(marker);

  // An admin saves a new version of its first layout through the platform.
  const login = await request.post(`${API}/login`, {
    headers: { idSite: '1' },
    data: { email: 'admin@salon.test', password: 'Motdepasse1!' },
  });
  const { token } = (await login.json()).data as { token: string };
  const detail = (await (await request.get(`${API}/page/${path}`, { headers: { idSite: '1' } })).json()).data as {
    id: number;
    layouts: { id: number; html: string; hash: string }[];
  };
  const layout = detail.layouts[0]!;
  const saved = await request.put(`${API}/admin/page/${detail.id}/layout/${layout.id}`, {
    headers: { idSite: '1', Authorization: `Bearer ${token}` },
    data: { html: `${layout.html}<p>${marker}</p>`, hash: layout.hash },
  });
  expect(saved.status()).toBe(200);

  // Still the cached version: nothing told the storefront.
  await page.reload();
  await expect(page.locator('main')).not.toContainText(marker);

  // The platform's webhook expires the site's pages; the next visits get the new layout.
  const revalidate = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    data: { siteId: 1, scopes: ['pages'] },
  });
  expect(revalidate.status()).toBe(200);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('main').innerText();
      },
      { timeout: 20_000 },
    )
    .toContain(marker);
});
