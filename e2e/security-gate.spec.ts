import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E_REVALIDATE_SECRET, E2E_WEB_PORT } from '../playwright.config';

// Issue 12, the storefront's request gate (proxy.ts), written as attacks that must fail: a forged Host must not
// make a new cached page (findings 4), malformed requests get a 400 and never a 500 (finding 8), a reset link's
// token never reaches a cached page (finding 4), the cache webhook wants its secret (finding 3), the admin panel
// runs only the scripts its nonce names (finding 7), and the browser-feature headers (finding 8).

const WEB = `http://localhost:${E2E_WEB_PORT}`;
const PASSWORD = 'Motdepasse1!';
const MISDIRECTED = "Ce site n'est pas servi à cette adresse.";
const BAD_REQUEST = "Requête invalide : l'adresse demandée est mal formée.";

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP/1.1 GET with the path and Host exactly as written (fetch and Playwright would normalise or refuse them). */
function raw(path: string, host: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: E2E_WEB_PORT,
        path,
        method: 'GET',
        setHost: false,
        headers: host === null ? {} : { host },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test.describe('the request gate', () => {
  test('a host outside SITES gets 421 and no page, never a cache entry under its name', async () => {
    for (const host of [
      `inconnu-${Date.now()}.example`,
      `localhost.evil.example:${E2E_WEB_PORT}`,
      'vins.localhost.attaquant.fr',
    ]) {
      for (const path of [
        '/',
        '/legal-notice',
        '/auth',
        '/password/reset/abc',
        '/admin',
        '/sitemap.xml',
        '/robots.txt',
        '/images/1/logo-atelier-lumiere.svg',
        '/fonts/Inter.woff2',
      ]) {
        const response = await raw(path, host);
        expect(response.status, `${host}${path}`).toBe(421);
        expect(response.body, `${host}${path}`).toBe(MISDIRECTED);
        expect(response.headers['content-type']).toContain('text/plain');
        expect(response.headers['cache-control']).toContain('no-store');
        expect(response.headers['x-middleware-rewrite'], `${host}${path}`).toBeUndefined();
      }
    }
  });

  test('a configured host is served under its site id: two host names of one site share one cache entry', async () => {
    const salon = await raw('/legal-notice', `localhost:${E2E_WEB_PORT}`);
    const salonByAddress = await raw('/legal-notice', `127.0.0.1:${E2E_WEB_PORT}`);
    const wine = await raw('/legal-notice', `vins.localhost:${E2E_WEB_PORT}`);
    for (const response of [salon, salonByAddress, wine]) expect(response.status).toBe(200);
    expect(salon.headers['x-middleware-rewrite']).toBe('/site/1/legal-notice');
    expect(salonByAddress.headers['x-middleware-rewrite']).toBe('/site/1/legal-notice');
    expect(wine.headers['x-middleware-rewrite']).toBe('/site/2/legal-notice');
    // The host name is nowhere in the cached page's route (the segment is the id).
    expect(salon.body).not.toContain('"k\\":\\"localhost');
  });

  test('a malformed % escape or a junk Host gets a French 400, never a 500', async () => {
    for (const path of ['/%zz', '/%E0%A4%A', '/auth%', '/password/reset/%ff', '/femme/%C3%28', '/admin/%']) {
      const response = await raw(path, `localhost:${E2E_WEB_PORT}`);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toBe(BAD_REQUEST);
      expect(response.headers['content-type']).toContain('text/plain');
    }
    for (const host of [
      '..',
      'a/../b',
      'localhost/..',
      '.localhost',
      'vins..localhost',
      'localhost:abc',
      'local host',
      '',
    ]) {
      const response = await raw('/legal-notice', host);
      expect(response.status, `Host: ${JSON.stringify(host)}`).toBe(400);
      expect(response.body, `Host: ${JSON.stringify(host)}`).toBe(BAD_REQUEST);
    }
  });

  test('a router state header Next cannot read gets a French 400, never a 500; a real one is served', async ({
    request,
  }) => {
    // What the client router sends on a navigation from the home page (lib/router-state-header.test.ts).
    const real =
      '["",{"children":["site",{"children":[["site","1","d",null],{"children":[["slug","","oc",null],' +
      '{"children":["__PAGE__",{},null,null,1024]},null,null,1024]},null,null,1024]},null,null,1024]},null,null,1040]';
    for (const path of ['/password', '/newsletter', '/admin']) {
      for (const state of ['%7Bbad', encodeURIComponent('[1,2]')]) {
        const response = await request.get(`${WEB}${path}`, {
          headers: { RSC: '1', 'Next-Router-State-Tree': state },
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${state}`).toBe(400);
        expect(await response.text()).toBe('Requête invalide : un en-tête de la requête est mal formé.');
      }
    }
    // Next answers a readable one (after its own redirect to the `_rsc` key of these headers).
    const served = await request.get(`${WEB}/legal-notice`, {
      headers: { RSC: '1', 'Next-Router-State-Tree': encodeURIComponent(real) },
    });
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('text/x-component');
  });

  test('reset links are one cached page that never carries a token', async ({ request }) => {
    const tokens = [`jeton${Date.now()}a1`, `jeton${Date.now()}b2`];
    for (const token of tokens) {
      // The e-mail's link sends the browser to the one page, the token in the fragment (never sent to a server).
      const link = await request.get(`/password/reset/${token}`, { maxRedirects: 0 });
      expect(link.status()).toBe(303);
      expect(new URL(link.headers()['location']!, WEB).href).toBe(`${WEB}/password/reset/link#${token}`);
      expect(link.headers()['cache-control']).toContain('no-store');
    }
    const first = await request.get('/password/reset/link');
    const second = await request.get('/password/reset/link');
    for (const page of [first, second]) {
      expect(page.status()).toBe(200);
      const html = await page.text();
      for (const token of tokens) expect(html).not.toContain(token);
      expect(page.headers()['cache-control']).toContain('s-maxage');
    }
    // Served from the cache: the same entry whatever token the link carried.
    expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  });

  test('POST /api/revalidate answers only the configured secret', async ({ request }) => {
    const body = { siteId: 1, scopes: ['parameters'] };
    expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401);
    expect(
      (await request.post('/api/revalidate', { data: body, headers: { authorization: 'Bearer change-me' } })).status(),
    ).toBe(401);
    expect(
      (
        await request.post('/api/revalidate', {
          data: body,
          headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}x` },
        })
      ).status(),
    ).toBe(401);
    const refused = await request.post('/api/revalidate', {
      data: body,
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET.slice(0, -1)}` },
    });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).success).toBe(false);
    const accepted = await request.post('/api/revalidate', {
      data: body,
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    });
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toEqual({ success: true, data: { tags: ['site:1:parameters'] }, message: '' });
  });

  test('every page says which browser features it never uses and keeps its window to itself', async ({ request }) => {
    const response = await request.get('/legal-notice');
    const policy = response.headers()['permissions-policy'];
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) expect(policy).toContain(feature);
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers()['content-security-policy']).toContain("base-uri 'none'");
  });
});

test('the browser reads the reset link once and keeps the token out of the address bar', async ({ page }) => {
  const token = `jeton${Date.now()}navigateur`;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Permissions-Policy|Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  await page.goto(`/password/reset/${token}`);
  const form = page.getByRole('form', { name: 'Choisir un nouveau mot de passe' });
  await expect(form.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeEnabled();
  await expect(page).toHaveURL(`${WEB}/password/reset/link`);
  // The form sends the token it kept in memory: this made-up one is refused by the platform.
  await form.getByLabel(/^Nouveau mot de passe/).fill('Nouveau-mdp-2026');
  await form.getByLabel(/^Confirmez/).fill('Nouveau-mdp-2026');
  await form.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(form.getByRole('alert')).toContainText('Ce lien de réinitialisation est invalide ou a expiré.');
  // A reload has no token left to leak: it says so and offers a new link.
  await page.reload();
  await expect(page.getByRole('main').getByText('Ouvrez de nouveau le lien reçu par e-mail')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
    'href',
    '/password/reset/ask',
  );
  expect(page.url()).not.toContain(token);
  expect(errors).toEqual([]);
});

/** Every inline script the HTML carries is refused unless it has the response's nonce (or its hash is listed). */
async function injectIntoDocument(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__xss = 1</script><img src="/x.png" onerror="window.__xss = 2" alt=""></body>',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

test.describe('the admin panel’s script policy', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    const login = await context.request.post('/api/platform/login', {
      headers: { origin: baseURL! },
      data: { email: 'admin@salon.test', password: PASSWORD },
    });
    expect(login.status()).toBe(200);
  });

  test('a nonce and strict-dynamic, no inline allowance; the editor still works', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    const policy = response!.headers()['content-security-policy']!;
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
    expect(nonce, scriptSrc).toBeTruthy();
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy).toContain("base-uri 'none'");
    // A new nonce for each response.
    const again = await page.request.get('/admin');
    expect(again.headers()['content-security-policy']).not.toContain(nonce!);
    // Next put the nonce on its scripts (the root layout's head script is allowed by its hash instead).
    const scripts = await page.locator('script').evaluateAll((all) =>
      all.map((script) => ({
        nonce: (script as HTMLScriptElement).nonce,
        inHead: script.parentElement === document.head,
        src: (script as HTMLScriptElement).src,
      })),
    );
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((script) => script.nonce !== nonce)).toEqual([{ nonce: '', inHead: true, src: '' }]);

    // Hydrated: the editor of the first page's first layout answers typing with its live preview.
    await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
    await page
      .getByRole('link', { name: /^Mises en page de/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: /^Modifier la mise en page/ })
      .first()
      .click();
    const source = page.getByLabel('Code HTML de la mise en page');
    await expect(source).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    const marker = `Aperçu ${Date.now()}`;
    await source.fill(`<p>${marker}</p>`);
    await expect(page.getByTestId('layout-preview')).toContainText(marker, { timeout: 15_000 });
    await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an inline script injected into an admin page does not run; the same one on a public page does (the probe works)', async ({
    page,
  }) => {
    await injectIntoDocument(page, '/admin');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration du site' })).toBeVisible();
    // The page's own scripts ran (hydrated links), the injected ones did not.
    await expect(page.locator('img[alt=""][src="/x.png"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // Control: public pages allow inline scripts (cached pages carry no nonce), so the probe fires there.
    await injectIntoDocument(page, '/legal-notice');
    await page.goto('/legal-notice');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeDefined();
  });
});
