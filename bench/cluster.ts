/**
 * The cluster deployment measured side by side (issue 18): `npm run bench -- cluster [--reuse-build] [--duration 10]
 * [--mixed 60]`.
 *
 * 1. Builds once (`npm run build`) unless `--reuse-build` finds a build; starts PostgreSQL (when installed, else
 *    PGlite) with the platform API, one Redis, two storefront instances sharing it, and three nginx front ends from
 *    deploy/nginx.conf.template: the edge cache (« ttl », the default, with a static copy of the home page on a port
 *    of its own: the ceiling), the same with the cache off (two instances balanced), and « purge » mode.
 * 2. autocannon at 20 and 200 connections on: the static copy (ceiling), the home page and a wine's sheet through
 *    nginx (cached), the same from one instance directly (Redis-backed, and a third instance without REDIS_URL), and
 *    through nginx with the cache off. CPU time per
 *    request of the serving processes (nginx workers, or the instances) from /proc.
 * 3. A mixed run (`--mixed` s, 20 connections, pages of both sites): the edge's hit ratio from X-Cache-Status.
 * 4. Redis memory per cached page and per cached read (MEMORY USAGE of each key).
 * 5. Freshness: an edit made on the platform, `POST /api/revalidate` on one instance, then how long until nginx
 *    serves it (polled every 50 ms), with the short edge TTL, and with s-maxage honoured plus a purge of the page.
 * Writes bench/results/cluster-<date>.json and prints the table for docs/PERFORMANCE.md. Ports: BENCH_PORT … +8,
 * Redis on BENCH_REDIS_PORT (6381). A report, not a gate: exits 0 once measured.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  EDGE_TTL_S,
  findBinaries,
  missingPackages,
  ROOT,
  startApi,
  startInstance,
  startNginx,
  startPostgres,
  startRedis,
  stopAll,
  type Service,
} from '../scripts/cluster/stack';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}
const DURATION = Number(option('duration', process.env.BENCH_DURATION ?? '10'));
const MIXED = Number(option('mixed', '60'));
/** `--no-load`: only the mixed run, Redis memory and freshness (the autocannon table is skipped). */
const LOAD = !process.argv.includes('--no-load');
const BASE = Number(process.env.BENCH_PORT ?? 3151);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6381);
const PORTS = {
  edge: BASE,
  a: BASE + 1,
  b: BASE + 2,
  api: BASE + 3,
  ceiling: BASE + 4,
  off: BASE + 5,
  purge: BASE + 6,
  postgres: BASE + 7,
  plain: BASE + 8,
};
const SITES = 'localhost=1,127.0.0.1=2';
const SECRET = 'bench-cluster-revalidate-secret-0123456789';
const WINE_SHEET = '/nos-vins/les-terres-rouges-saumur-champigny-1001';
const DATA = path.join(ROOT, '.data/bench-cluster');

const found = findBinaries();
const missing = missingPackages(found, { postgres: false, purge: true });
if (missing.length) {
  console.error(`bench cluster: missing ${missing.join(', ')} (apt-get install ${missing.join(' ')})`);
  process.exit(1);
}
if (!(process.argv.includes('--reuse-build') && existsSync(path.join(ROOT, '.next/BUILD_ID')))) {
  const env = { ...process.env };
  delete env.REDIS_URL;
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env }).status !== 0) process.exit(1);
}

// ---------------------------------------------------------------- CPU

function ticks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
/** A process and its children (nginx's workers). */
function familyPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

interface Load {
  name: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
}

async function load(name: string, url: string, connections: number, pids: number[]): Promise<Load> {
  const all = pids.flatMap(familyPids);
  const before = all.reduce((sum, pid) => sum + ticks(pid), 0);
  const r = await autocannon({ url, connections, duration: DURATION });
  const after = all.reduce((sum, pid) => sum + ticks(pid), 0);
  const figures = {
    name,
    connections,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuMsPerRequest: r.requests.total ? Number((((after - before) * TICK_MS) / r.requests.total).toFixed(3)) : 0,
  };
  console.log(JSON.stringify(figures));
  return figures;
}

// ---------------------------------------------------------------- the platform

async function edit(pagePath: string, marker: string) {
  const api = `http://127.0.0.1:${PORTS.api}`;
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1' },
    body: JSON.stringify({ email: 'admin@salon.test', password: 'Motdepasse1!' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const detail = (
    (await (await fetch(`${api}/page/${pagePath}`, { headers: { idSite: '1' } })).json()) as {
      data: { id: number; layouts: { id: number; html: string; hash: string }[] };
    }
  ).data;
  const layout = detail.layouts[0]!;
  const saved = await fetch(`${api}/admin/page/${detail.id}/layout/${layout.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', idSite: '1', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ html: `${layout.html}<p>${marker}</p>`, hash: layout.hash }),
  });
  if (!saved.ok) throw new Error(`layout save answered ${saved.status}`);
}

async function revalidate() {
  const res = await fetch(`http://localhost:${PORTS.a}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
    body: JSON.stringify({ siteId: 1, scopes: ['pages'] }),
  });
  if (!res.ok) throw new Error(`revalidate answered ${res.status}`);
}

/** ms from now until `url` contains `marker` (polled every 50 ms, at most 60 s). */
async function timeUntilVisible(url: string, marker: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if ((await (await fetch(url)).text()).includes(marker)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

function redisInfo(...args: string[]): string {
  return spawnSync('redis-cli', ['-p', String(REDIS_PORT), ...args], { encoding: 'utf8' }).stdout.trim();
}

// ---------------------------------------------------------------- run

async function main() {
  const services: Service[] = [];
  const loadBefore = loadavg();
  try {
    rmSync(DATA, { recursive: true, force: true });
    mkdirSync(path.join(DATA, 'ceiling'), { recursive: true });
    let database: { url: string } | { dataDir: string } = { dataDir: path.join(DATA, 'api') };
    if (found.postgres) {
      const pg = await startPostgres(found.postgres, PORTS.postgres, path.join(DATA, 'pg'));
      services.push(pg);
      database = { url: pg.url };
    }
    services.push(await startApi(PORTS.api, database, { RATE_LIMIT_FACTOR: '1000' }));
    const redis = await startRedis(found.redis!, REDIS_PORT, path.join(DATA, 'redis'));
    services.push(redis);
    const env = { SITES, REVALIDATE_SECRET: SECRET };
    const apiUrl = `http://127.0.0.1:${PORTS.api}`;
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    const a = await startInstance({ port: PORTS.a, apiUrl, redisUrl, env });
    const b = await startInstance({ port: PORTS.b, apiUrl, redisUrl, env });
    // The same build without REDIS_URL (Next's own in-process cache), as `npm start` runs it: what Redis costs a hit.
    const plain = await startInstance({ port: PORTS.plain, apiUrl, env });
    services.push(a, b, plain);
    const ceilingBlock = `server {
          listen 127.0.0.1:${PORTS.ceiling};
          location / { root ${path.join(DATA, 'ceiling')}; try_files /home.html =404; default_type text/html; }
      }`;
    const edge = await startNginx({
      binary: found.nginx!,
      prefix: path.join(DATA, 'nginx'),
      port: PORTS.edge,
      upstreamPorts: [PORTS.a, PORTS.b],
      extra: ceilingBlock,
    });
    const off = await startNginx({
      binary: found.nginx!,
      prefix: path.join(DATA, 'nginx-off'),
      port: PORTS.off,
      upstreamPorts: [PORTS.a, PORTS.b],
      mode: 'off',
    });
    const purge = await startNginx({
      binary: found.nginx!,
      prefix: path.join(DATA, 'nginx-purge'),
      port: PORTS.purge,
      upstreamPorts: [PORTS.a, PORTS.b],
      mode: 'purge',
    });
    services.push(edge, off, purge);

    // Warm: every page rendered once (into Redis), the edge filled.
    const home = (port: number) => `http://localhost:${port}/`;
    const sheet = (port: number) => `http://127.0.0.1:${port}${WINE_SHEET}`;
    for (const port of [PORTS.a, PORTS.b, PORTS.edge, PORTS.off, PORTS.plain]) {
      for (const url of [home(port), sheet(port)]) {
        for (let i = 0; i < 3; i++) {
          const res = await fetch(url);
          if (!res.ok) throw new Error(`${url} answered ${res.status}`);
          await res.arrayBuffer();
        }
      }
    }
    writeFileSync(path.join(DATA, 'ceiling/home.html'), await (await fetch(home(PORTS.a))).text());

    const pid = (service: Service) => service.child.pid!;
    const loads: Load[] = [];
    for (const connections of LOAD ? [20, 200] : []) {
      loads.push(
        await load('static copy of the home (ceiling)', `http://localhost:${PORTS.ceiling}/`, connections, [pid(edge)]),
      );
      loads.push(await load('home through nginx (cached)', home(PORTS.edge), connections, [pid(edge)]));
      loads.push(await load('sheet through nginx (cached)', sheet(PORTS.edge), connections, [pid(edge)]));
      loads.push(await load('home, one instance directly', home(PORTS.a), connections, [pid(a)]));
      loads.push(await load('sheet, one instance directly', sheet(PORTS.a), connections, [pid(a)]));
      loads.push(await load('home, one instance, no Redis', home(PORTS.plain), connections, [pid(plain)]));
      loads.push(await load('sheet, one instance, no Redis', sheet(PORTS.plain), connections, [pid(plain)]));
      loads.push(
        await load('home, nginx no cache, 2 instances', home(PORTS.off), connections, [pid(a), pid(b), pid(off)]),
      );
      loads.push(
        await load('sheet, nginx no cache, 2 instances', sheet(PORTS.off), connections, [pid(a), pid(b), pid(off)]),
      );
    }

    // Mixed traffic: pages of both sites, list filters included; the edge's hit ratio from its own header.
    const mixedPaths: [string, string][] = [
      ['localhost', '/'],
      ['localhost', '/spa-du-cheveu'],
      ['localhost', '/boutique'],
      ['localhost', '/actualites'],
      ['localhost', '/nous-contacter'],
      ['localhost', '/perte-de-cheveux/cure-de-repousse'],
      ['127.0.0.1', '/'],
      ['127.0.0.1', '/nos-vins'],
      ['127.0.0.1', '/nos-vins?page=2'],
      ['127.0.0.1', WINE_SHEET],
    ];
    const statuses = new Map<string, number>();
    const mixed = await autocannon({
      url: `http://localhost:${PORTS.edge}`,
      connections: 20,
      duration: MIXED,
      requests: mixedPaths.map(([host, urlPath]) => ({
        path: urlPath,
        headers: { host: `${host}:${PORTS.edge}` },
        onResponse: (_status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
          // autocannon keeps the header names as sent (nginx: X-Cache-Status).
          const found = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-cache-status');
          const status = String(found?.[1] ?? 'none');
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      })),
    });
    const counted = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const hitRatio = counted ? (statuses.get('HIT') ?? 0) / counted : 0;
    console.log(
      'mixed',
      JSON.stringify({
        reqPerSec: mixed.requests.average,
        p99: mixed.latency.p99,
        statuses: Object.fromEntries(statuses),
      }),
    );

    // Redis: memory per entry, and the home page's own entry.
    const usedMemory = Number(/used_memory:(\d+)/.exec(redisInfo('info', 'memory'))?.[1] ?? 0);
    const keys = redisInfo('--scan', '--pattern', 'storefront:*').split('\n').filter(Boolean);
    const sizes = keys.map((key) => ({ key, bytes: Number(redisInfo('memory', 'usage', key)) || 0 }));
    // Pages are stored under /route-cache/APP_PAGE/…; the other keys are public reads (unstable_cache) and the tag maps.
    const pages = sizes.filter(({ key }) => key.includes('/route-cache/'));
    const reads = sizes.filter(({ key }) => !key.includes('/route-cache/') && !key.includes('__'));
    const mean = (list: typeof sizes) =>
      list.length ? Math.round(list.reduce((s, p) => s + p.bytes, 0) / list.length) : null;
    const memory = {
      usedMemoryBytes: usedMemory,
      entries: keys.length,
      pageEntries: pages.length,
      bytesPerPageEntry: mean(pages),
      largestPageEntryBytes: Math.max(0, ...pages.map((p) => p.bytes)),
      readEntries: reads.length,
      bytesPerReadEntry: mean(reads),
    };
    console.log('redis', JSON.stringify(memory));

    // Freshness through the edge: short TTL (the default) against s-maxage honoured + a purge of the page's key.
    const page = 'perte-de-cheveux/cure-de-repousse';
    const freshness: Record<string, number[]> = { ttl: [], purge: [] };
    for (let round = 0; round < 3; round++) {
      for (const mode of ['ttl', 'purge'] as const) {
        const port = mode === 'ttl' ? PORTS.edge : PORTS.purge;
        const url = `http://localhost:${port}/${page}`;
        for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
        const marker = `bench ${mode} ${round} ${Date.now()}`;
        await edit(page, marker);
        await revalidate();
        if (mode === 'purge') await fetch(`http://localhost:${port}/__purge/${page}`, { method: 'PURGE' });
        freshness[mode]!.push(await timeUntilVisible(url, marker));
      }
    }
    console.log('freshness', JSON.stringify(freshness));

    const result = {
      date: new Date().toISOString(),
      cpus: cpus().length,
      loadAverageBefore: loadBefore.map((n) => n.toFixed(2)),
      loadAverageAfter: loadavg().map((n) => n.toFixed(2)),
      durationS: DURATION,
      edgeTtlS: EDGE_TTL_S,
      loads,
      mixed: {
        seconds: MIXED,
        reqPerSec: mixed.requests.average,
        p99: mixed.latency.p99,
        hitRatio,
        statuses: Object.fromEntries(statuses),
      },
      memory,
      freshnessMs: freshness,
    };
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    const out = path.join(ROOT, `bench/results/cluster-${result.date.slice(0, 16).replace(/:/g, '')}.json`);
    writeFileSync(out, JSON.stringify(result, null, 2));

    const ceiling = (c: number) => loads.find((l) => l.connections === c && l.name.startsWith('static'))!.reqPerSec;
    console.log(`\n| load (${DURATION} s) | conn. | req/s | × ceiling | p50 ms | p99 ms | CPU ms/req | non-2xx |`);
    console.log('|---|---|---|---|---|---|---|---|');
    for (const l of loads) {
      console.log(
        `| ${l.name} | ${l.connections} | ${l.reqPerSec} | ${(l.reqPerSec / ceiling(l.connections)).toFixed(2)} | ${l.p50} | ${l.p99} | ${l.cpuMsPerRequest} | ${l.non2xx + l.errors} |`,
      );
    }
    console.log(
      `\nmixed ${MIXED} s: hit ratio ${(hitRatio * 100).toFixed(1)} % (${JSON.stringify(Object.fromEntries(statuses))})`,
    );
    console.log(`Redis: ${JSON.stringify(memory)}`);
    console.log(`freshness through nginx (ms): ${JSON.stringify(freshness)}`);
    console.log(
      `load average before ${result.loadAverageBefore.join(' ')}, after ${result.loadAverageAfter.join(' ')}; ${out}`,
    );
  } catch (error) {
    console.error('bench cluster failed:', error);
    process.exitCode = 1;
  } finally {
    await stopAll(services);
  }
}

void main();
