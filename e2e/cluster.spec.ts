import { request as httpRequest, createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { E2E_API_PORT, E2E_REVALIDATE_SECRET, SITES } from '../playwright.config';
import { TOKEN_COOKIE } from '../lib/platform/identity';
import {
  EDGE_TTL_S,
  findBinaries,
  missingPackages,
  ROOT,
  startInstance,
  startNginx,
  startRedis,
  stopAll,
  type Service,
} from '../scripts/cluster/stack';
import { findPage, type AdminPageNode } from './support/admin';

// Issue 18: the production deployment — nginx in front, two storefront instances sharing one Redis-backed Next
// cache — started from the suite's one build (.next, built by the webServer) against the suite's API, on ports of its
// own: E2E_CLUSTER_PORT (nginx; +1 and +2 the instances, +3 a second nginx in front of a stub) and E2E_REDIS_PORT.

const CLUSTER_PORT = Number(process.env.E2E_CLUSTER_PORT ?? 8110);
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6380);
const EDGE = CLUSTER_PORT;
const [A, B] = [CLUSTER_PORT + 1, CLUSTER_PORT + 2];
const STUB_EDGE = CLUSTER_PORT + 3;
const STUB = CLUSTER_PORT + 4;
const API = `http://127.0.0.1:${E2E_API_PORT}`;
const PASSWORD = 'Motdepasse1!';
/** The stated bound (docs/PERFORMANCE.md « Cluster »): the edge keeps a page EDGE_TTL_S, plus one refresh. */
const EDGE_BOUND_MS = 10_000;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
/** A GET with the Host and Cookie we choose (fetch refuses to set Host). */
function get(
  port: number,
  urlPath: string,
  { host = 'localhost', cookie, encoding }: { host?: string; cookie?: string; encoding?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        headers: { host, ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];

async function apiLogin(email: string): Promise<string> {
  const res = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Appends a paragraph to a salon page's first layout through the platform (what the back office does). */
async function editThroughPlatform(pagePath: string, marker: string) {
  const token = await apiLogin('admin@salon.test');
  const detail = (await (await fetch(`${API}/page/${pagePath}`, { headers: { idSite: '1' } })).json()) as {
    data: { id: number; layouts: { id: number; html: string; hash: string }[] };
  };
  const layout = detail.data.layouts[0]!;
  const saved = await fetch(`${API}/admin/page/${detail.data.id}/layout/${layout.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', idSite: '1', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ html: `${layout.html}<p>${marker}</p>`, hash: layout.hash }),
  });
  expect(saved.status).toBe(200);
}

const services: Service[] = [];
let redis: Service | undefined;
let stub: Server | undefined;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'the deployment is about servers, not widths: one project');
  const missing = missingPackages(findBinaries(), { postgres: false });
  test.skip(missing.length > 0, `needs ${missing.join(', ')} (apt-get install ${missing.join(' ')}; .ci/run does)`);
  const prefix = path.join(ROOT, '.data/e2e-cluster');
  // Nothing from an earlier run: the edge's cache outlives its nginx.
  rmSync(prefix, { recursive: true, force: true });
  redis = await startRedis(findBinaries().redis!, REDIS_PORT, path.join(prefix, 'redis'));
  services.push(redis);
  const env = { SITES, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET };
  const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  // One after the other: two starts at once double the CPU peak of a busy machine for nothing.
  for (const port of [A, B]) services.push(await startInstance({ port, apiUrl: API, redisUrl, env }));
  services.push(
    await startNginx({
      binary: findBinaries().nginx!,
      prefix: path.join(prefix, 'nginx'),
      port: EDGE,
      upstreamPorts: [A, B],
    }),
  );
  // A stub upstream behind the same configuration, for answers the storefront never gives on a public page.
  stub = createServer((req, res) => {
    if (req.url === '/sets-a-cookie') res.setHeader('set-cookie', 'visitor=1; Path=/');
    if (req.url === '/private') res.setHeader('cache-control', 'private, no-store');
    res.setHeader('content-type', 'text/html');
    res.end(`<p>${req.url} ${Math.random()}</p>`);
  });
  await new Promise<void>((resolve) => stub!.listen(STUB, '127.0.0.1', resolve));
  services.push(
    await startNginx({
      binary: findBinaries().nginx!,
      prefix: path.join(prefix, 'nginx-stub'),
      port: STUB_EDGE,
      upstreamPorts: [STUB],
    }),
  );
});

test.afterAll(async () => {
  await stopAll(services);
  await new Promise((resolve) => (stub ? stub.close(resolve) : resolve(undefined)));
});

test('through nginx: a public page is a HIT the second time, and the key holds the host', async () => {
  // Rendered once by an instance (into Redis) first, so that the edge's misses below take milliseconds: the edge
  // keeps a page EDGE_TTL_S, and a first render on a busy machine can take longer than that.
  for (const host of ['localhost', 'vins.localhost']) await get(A, '/', { host });
  await get(A, '/nous-contacter');

  const first = await get(EDGE, '/nous-contacter');
  expect(first.status).toBe(200);
  expect(['MISS', 'HIT', 'EXPIRED', 'UPDATING', 'STALE']).toContain(cacheStatus(first));
  const second = await get(EDGE, '/nous-contacter');
  expect(cacheStatus(second)).toBe('HIT');
  expect(second.body).toBe(first.body);
  // Compressed at the edge for clients that ask, from the same cached copy.
  for (const encoding of ['br', 'gzip']) {
    const compressed = await get(EDGE, '/nous-contacter', { encoding });
    expect(cacheStatus(compressed)).toBe('HIT');
    expect(compressed.headers['content-encoding']).toBe(encoding);
  }

  // The same path on the two sites: two entries, never swapped.
  const salon = await get(EDGE, '/');
  const wine = await get(EDGE, '/', { host: 'vins.localhost' });
  const [salonAgain, wineAgain] = [await get(EDGE, '/'), await get(EDGE, '/', { host: 'vins.localhost' })];
  for (const answer of [salonAgain, wineAgain]) expect(cacheStatus(answer)).toBe('HIT');
  for (const answer of [salon, salonAgain]) {
    expect(answer.body).toContain('Atelier Lumière');
    expect(answer.body).not.toContain('Coteaux Dorés');
  }
  for (const answer of [wine, wineAgain]) {
    expect(answer.body).toContain('Coteaux Dorés');
    expect(answer.body).not.toContain('Atelier Lumière');
  }

  // Build assets: from disk, for a year.
  const asset = /\/_next\/static\/[^"]+\.js/.exec(salon.body)![0];
  const script = await get(EDGE, asset);
  expect(script.status).toBe(200);
  expect(script.headers['cache-control']).toContain('immutable');
});

test('through nginx: a signed-in visitor is never served from the cache nor stored, and nothing of theirs leaks', async () => {
  const token = await apiLogin('client@salon.test');
  const cookie = `${TOKEN_COOKIE}=${token}`;
  for (let i = 0; i < 2; i++) {
    const page = await get(EDGE, '/spa-du-cheveu', { cookie });
    expect(page.status).toBe(200);
    expect(cacheStatus(page)).toBe('BYPASS');
    const account = await get(EDGE, '/mon-compte', { cookie });
    expect(account.status).toBe(200);
    expect(cacheStatus(account) ?? '').not.toBe('HIT');
    expect(account.body).not.toContain(token);
  }
  // What anonymous visitors get next carries nothing of that visitor.
  for (let i = 0; i < 2; i++) {
    const anonymous = await get(EDGE, '/spa-du-cheveu');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).not.toContain(token);
    expect(anonymous.body).not.toContain('Camille');
    expect(anonymous.body).not.toContain('client@salon.test');
  }
  // The visitor's own screens are never cached, for anyone.
  for (const screen of ['/panier', '/commande', '/auth']) {
    await get(EDGE, screen);
    expect(cacheStatus(await get(EDGE, screen)) ?? '').not.toBe('HIT');
  }
});

test('through nginx: a response that sets a cookie, or says it is private, is never stored', async () => {
  for (const urlPath of ['/sets-a-cookie', '/private']) {
    const first = await get(STUB_EDGE, urlPath);
    const second = await get(STUB_EDGE, urlPath);
    expect(cacheStatus(second)).not.toBe('HIT');
    expect(second.body).not.toBe(first.body);
  }
  // The same configuration stores a plain answer (the check above can fail).
  await get(STUB_EDGE, '/plain');
  expect(cacheStatus(await get(STUB_EDGE, '/plain'))).toBe('HIT');
});

test('across instances: an admin save through instance A shows on instance B at once, and through nginx within the bound', async ({
  page,
  context,
}) => {
  const pagePath = 'perte-de-cheveux/complements-capillaires';
  const marker = `Cluster admin ${Date.now()}`;
  // Cached everywhere first: both instances (one Redis) and the edge.
  for (const port of [A, B, EDGE]) expect((await get(port, `/${pagePath}`)).body).not.toContain(marker);
  expect(cacheStatus(await get(EDGE, `/${pagePath}`))).toBe('HIT');

  const originA = `http://localhost:${A}`;
  const login = await context.request.post(`${originA}/api/platform/login`, {
    headers: { origin: originA },
    data: { email: 'admin@salon.test', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const tree = (await (await context.request.get(`${originA}/api/platform/admin/page`)).json()).data as AdminPageNode[];
  const node = findPage(tree, pagePath)!;
  const layouts = (await (await context.request.get(`${originA}/api/platform/admin/page/${node.id}/layout`)).json())
    .data as { id: number; html: string }[];
  await page.goto(`${originA}/admin/pages/${node.id}/layouts/${layouts[0]!.id}`);
  const source = page.getByLabel('Code HTML de la mise en page');
  await expect(source).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await source.fill(`${layouts[0]!.html}\n<p>${marker}</p>`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('editor-status')).toContainText('Mise en page enregistrée');

  // Instance B never rendered the edit nor was told by anyone but Redis: the next request shows it.
  expect((await get(B, `/${pagePath}`)).body).toContain(marker);
  const saved = Date.now();
  await expect
    .poll(async () => (await get(EDGE, `/${pagePath}`)).body.includes(marker), { timeout: EDGE_BOUND_MS })
    .toBe(true);
  console.log(`[cluster] the admin's edit showed through nginx ${Date.now() - saved} ms after the save`);
});

test('across instances: POST /api/revalidate on one instance expires the tag on all, and on the edge within the bound', async () => {
  const pagePath = 'perte-de-cheveux/chevelures-de-remplacement';
  const marker = `Cluster webhook ${Date.now()}`;
  for (const port of [A, B, EDGE]) expect((await get(port, `/${pagePath}`)).body).not.toContain(marker);
  await editThroughPlatform(pagePath, marker);
  // Nothing told the storefront yet: both instances still serve the cached page.
  for (const port of [A, B]) expect((await get(port, `/${pagePath}`)).body).not.toContain(marker);

  const res = await fetch(`http://localhost:${B}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    body: JSON.stringify({ siteId: 1, scopes: ['pages'] }),
  });
  expect(res.status).toBe(200);
  const expired = Date.now();
  expect((await get(A, `/${pagePath}`)).body).toContain(marker);
  await expect
    .poll(async () => (await get(EDGE, `/${pagePath}`)).body.includes(marker), { timeout: EDGE_BOUND_MS })
    .toBe(true);
  console.log(
    `[cluster] the webhook's expiry showed through nginx ${Date.now() - expired} ms later (edge TTL ${EDGE_TTL_S} s)`,
  );
});

test('Redis stopped mid-run: every instance and the edge keep answering 200', async () => {
  // A page read before (cached) and one never read yet, on each instance and through nginx.
  for (const port of [A, B]) expect((await get(port, '/boutique')).status).toBe(200);
  await redis!.stop();
  for (const port of [A, B, EDGE]) {
    for (const urlPath of ['/boutique', '/galerie', '/nous-contacter']) {
      const answer = await get(port, urlPath);
      expect(answer.status, `${urlPath} on :${port} with Redis down`).toBe(200);
      expect(answer.body).toContain('Atelier Lumière');
    }
  }
  // A tag expiry while Redis is away still answers (and reaches this instance's own cache).
  const res = await fetch(`http://localhost:${A}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    body: JSON.stringify({ siteId: 1, scopes: ['pages'] }),
  });
  expect(res.status).toBe(200);
  expect((await get(A, '/boutique')).status).toBe(200);
});
