import { expect, test } from '@playwright/test';

// Design.md §5 / spec §6: the browser reaches the platform only through /api/platform; the token lives
// in an HttpOnly cookie set by the storefront's server and never reaches browser JavaScript.
test('log in and out through the storefront: HttpOnly token cookie, no token in the body or document.cookie', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const login = await page.evaluate(async () => {
    const res = await fetch('/api/platform/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@salon.test', password: 'Motdepasse1!' }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(login.status).toBe(200);
  expect(login.body.success).toBe(true);
  expect(login.body.data).not.toHaveProperty('token');
  expect(login.body.data.user.email).toBe('client@salon.test');

  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(token?.path).toBe('/');
  // 86400 s (spec §6), give or take the test's own duration.
  expect(token!.expires - Date.now() / 1000).toBeGreaterThan(86_300);
  expect(cookies.find((c) => c.name === 'idSite')?.value).toBe('1');
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');

  const logged = await page.evaluate(() => fetch('/api/platform/logged').then((r) => r.json()));
  expect(logged.data).toMatchObject({ logged: true, user: { email: 'client@salon.test' } });

  await page.evaluate(() => fetch('/api/platform/logout', { method: 'POST' }));
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
  const after = await page.evaluate(() => fetch('/api/platform/logged').then((r) => r.json()));
  expect(after.data.logged).toBe(false);
});

test('a wrong password is refused with the French message and sets no cookie', async ({ page, context }) => {
  await page.goto('/');
  const res = await page.evaluate(() =>
    fetch('/api/platform/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@salon.test', password: 'mauvais-mot-de-passe' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() })),
  );
  expect(res.status).toBe(401);
  expect(res.body.success).toBe(false);
  expect(res.body.message.length).toBeGreaterThan(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
});

test('writes from another origin are refused', async ({ request }) => {
  const res = await request.post('/api/platform/logout', { headers: { origin: 'https://evil.example' } });
  expect(res.status()).toBe(403);
  expect((await res.json()).success).toBe(false);
});
