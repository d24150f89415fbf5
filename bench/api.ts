/**
 * Load benchmark of the platform API on one database: `tsx bench/api.ts` (PGlite) or
 * `tsx scripts/with-postgres.ts tsx bench/api.ts` (PostgreSQL, through DATABASE_URL).
 * autocannon -c 20 -d 10 on GET /parameter, GET /page/{slug} and adding to a cart; then the API's RSS.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 4300;
const base = `http://127.0.0.1:${PORT}`;
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const duration = Number(process.env.BENCH_DURATION ?? 10);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** One path, or several used in turn (e.g. one cart per simulated visitor). */
  paths: string[];
  site: number;
  body?: string;
}

async function json(method: string, url: string, site: number, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { idSite: String(site), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await res.json()) as { success: boolean; data: any; message: string };
  if (!parsed.success) throw new Error(`${method} ${url}: ${res.status} ${parsed.message}`);
  return parsed.data;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitForHealth(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

/** A declination anyone can add repeatedly: untracked stock; the quantity that satisfies every multiple. */
async function cartScenario(): Promise<Scenario> {
  const list = await json('GET', '/product?nbItem=100', 2);
  for (const item of list.products) {
    const product = await json('GET', `/product/${item.idProduct ?? item.id}`, 2);
    const decl = product.declinations?.find((d: { setQuantity: boolean }) => !d.setQuantity);
    if (!decl) continue;
    const lcm = (a: number, b: number): number => {
      const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
      return (a * b) / gcd(a, b);
    };
    const quantity = lcm(product.multipleOf ?? 1, product.type?.type === 'WINE' ? (decl.sellByMultipleOf ?? 1) : 1);
    // 20 visitors, each adding to their own cart (one shared cart would only measure its row lock).
    const carts = await Promise.all(Array.from({ length: 20 }, () => json('POST', '/cart', 2, { type: 'MAIN_CART' })));
    return {
      name: 'POST /cart/{id}/product/{declinationId}',
      method: 'POST',
      paths: carts.map((cart: { id: string }) => `/cart/${cart.id}/product/${decl.id}`),
      site: 2,
      body: JSON.stringify({ type: 'MAIN_CART', quantity }),
    };
  }
  throw new Error('no untracked declination to add');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  // The same heap cap as `npm run api` (package.json): V8 otherwise grows its heap lazily far past what it uses.
  const api = spawn(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'mock-api/main.mts'], {
    env: { ...process.env, API_PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth();
    const scenarios: Scenario[] = [
      { name: 'GET /parameter', method: 'GET', paths: ['/parameter'], site: 1 },
      { name: 'GET /page/{slug}', method: 'GET', paths: ['/page/spa-du-cheveu'], site: 1 },
      { name: 'GET /product/{id}', method: 'GET', paths: ['/product/1001'], site: 2 },
      await cartScenario(),
    ];
    const results = [];
    for (const s of scenarios) {
      let turn = 0;
      const r = await autocannon({
        url: `${base}${s.paths[0]}`,
        method: s.method,
        connections: 20,
        duration,
        headers: { idSite: String(s.site), 'content-type': 'application/json' },
        body: s.body,
        requests: [{ setupRequest: (req) => ({ ...req, path: s.paths[turn++ % s.paths.length]! }) }],
      });
      results.push({
        scenario: s.name,
        reqPerSec: Math.round(r.requests.average),
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        rssMbAfter: rssMb(api.pid!),
        heapUsedMbAfter: (await fetch(`${base}/health`).then((r) => r.json())).data.memory.heapUsedMb as number,
      });
      console.log(
        `[bench ${kind}] ${s.name}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`,
      );
    }
    mkdirSync('bench/results', { recursive: true });
    const out = { kind, date: new Date().toISOString(), connections: 20, durationSeconds: duration, results };
    writeFileSync(`bench/results/api-${kind}.json`, JSON.stringify(out, null, 2));
    console.table(results);
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
