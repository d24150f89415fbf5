/**
 * The request gate's own CPU per request (issue 19): `proxy()` of proxy.ts called in this process, its caches warm,
 * against a pass-through gate (one `NextResponse.rewrite`, what the benchmark's "bare + proxy" page runs) on the same
 * requests. Measured with `process.cpuUsage()` around N calls: Next's own cost of running a gate (the sandbox, the
 * rewrite's request copy) is not in it; `npm run bench -- storefront` measures the whole server.
 *
 *   API_URL=http://127.0.0.1:<api port> npx tsx bench/gate-cost.ts [N]
 *
 * Needs a running platform API (the local one: `npm run api`); SITES as the benchmark's (`localhost=1,127.0.0.1=2`).
 */
import { NextRequest, NextResponse } from 'next/server';

process.env.SITES ??= 'localhost=1,127.0.0.1=2';
const N = Number(process.argv[2] ?? 20_000);

const PAGES = [
  { name: 'home', url: 'http://localhost:3000/' },
  { name: 'cms page', url: 'http://localhost:3000/spa-du-cheveu' },
  { name: 'wine list', url: 'http://127.0.0.1:3000/nos-vins' },
  { name: 'product sheet', url: 'http://127.0.0.1:3000/nos-vins/les-terres-rouges-saumur-champigny-1001' },
  { name: 'cart', url: 'http://127.0.0.1:3000/panier' },
];

const request = (url: string) => new NextRequest(url, { headers: { host: new URL(url).host, accept: 'text/html' } });
const passThrough = (req: NextRequest) => NextResponse.rewrite(new URL('/', req.url));

async function microsPerCall(gate: (req: NextRequest) => unknown, url: string): Promise<number> {
  for (let i = 0; i < 200; i++) await gate(request(url)); // warm: caches filled, JIT settled
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) await gate(request(url));
  const used = process.cpuUsage(start);
  return Math.round(((used.user + used.system) / N) * 10) / 10;
}

async function main() {
  // proxy.ts reaches feature doors that also re-export components with CSS modules: under plain Node those imports
  // are stubbed (class names as their own keys); the gate never renders them.
  require.extensions['.css'] = (module) => {
    module.exports = { __esModule: true, default: new Proxy({}, { get: (_, key) => String(key) }) };
  };
  const { proxy } = await import('../proxy');
  const rows = [];
  for (const page of PAGES) {
    const response = await proxy(request(page.url));
    const target = response.headers.get('x-middleware-rewrite') ?? response.headers.get('location') ?? '(next)';
    rows.push({
      page: page.name,
      answer: `${response.status} ${target.replace(/^https?:\/\/[^/]+/, '')}`,
      'pass-through µs': await microsPerCall(passThrough, page.url),
      'proxy.ts µs': await microsPerCall(proxy, page.url),
    });
  }
  console.log(`[gate-cost] ${N} calls per figure, CPU µs per call (user + system)`);
  console.table(rows);
}

void main();
