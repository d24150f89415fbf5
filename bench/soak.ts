/**
 * `npm run bench -- soak [--minutes 10] [--warmup 2]`: issue 17 §3. Mixed traffic for ten minutes at 20
 * connections against the production server (`server/main.mts`, as `npm start` runs it) and the local API on a
 * fresh PGlite: the wine estate's home, its list, a wine's sheet, an add to cart through the browser proxy, and the
 * cart. It reports req/s and p99, every non-2xx answer and error, the lines the two processes wrote to stderr, and
 * the resident memory (RSS) of both, sampled every 5 s, with its slope after the warm-up (MB per minute, a least
 * squares fit: a leak shows as a slope that does not fall to ~0).
 *
 * Uses the storefront's existing build (`.next/`, built first when missing). Ports BENCH_PORT+4 … +5: inside
 * a helper's range (BENCH_PORT … +8), clear of the storefront benchmark's (+0 … +3).
 * A report, not a gate: the exit code is 0 whatever the figures, 1 only when the run itself failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request as LoadRequest } from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
};
const MINUTES = Number(option('minutes', process.env.SOAK_MINUTES ?? '10'));
const WARMUP_MINUTES = Number(option('warmup', '2'));
const CONNECTIONS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3151) + 4;
const API_PORT = PORT + 1;
const SITE = `http://127.0.0.1:${PORT}`; // 127.0.0.1 is the wine estate here (SITES below)
const SITES = 'localhost=1,127.0.0.1=2';
const WINE_SHEET = '/nos-vins/les-terres-rouges-saumur-champigny-1001';
/** Chenin d'Or 2023 75 cl: no stock tracking, so adds never run out during the soak. */
const DECLINATION = 10070;

interface Proc {
  child: ChildProcess;
  stderr: string[];
}
const procs: Proc[] = [];

function start(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = { child, stderr: [] as string[] };
  child.stderr!.on('data', (chunk: Buffer) => proc.stderr.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stdout!.resume();
  procs.push(proc);
  return proc;
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process in MB (Linux /proc), or null. */
function rssMb(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** Least-squares slope of (minute, MB) points, in MB per minute. */
export function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : Math.round((sxy / sxx) * 100) / 100;
}

async function newCart(): Promise<string> {
  const res = await fetch(`${SITE}/api/platform/cart/new/product/${DECLINATION}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({ type: 'MAIN_CART', quantity: 6 }),
  });
  if (res.status !== 200) throw new Error(`creating a cart answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { cartId: string } }).data.cartId;
}

async function main() {
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    console.log('[soak] building the storefront…');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
      throw new Error('build failed');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-soak-'));
  try {
    const api = start(process.execPath, ['--max-old-space-size=192', '--import', 'tsx', 'mock-api/main.mts'], {
      API_PORT: String(API_PORT),
      DATA_DIR: path.join(workDir, 'data'),
      NODE_ENV: 'production',
      RATE_LIMIT_FACTOR: '1000',
    });
    await waitFor(`http://127.0.0.1:${API_PORT}/health`);
    const web = start(process.execPath, ['--import', 'tsx/esm', 'server/main.mts', '-p', String(PORT)], {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: `http://127.0.0.1:${API_PORT}`,
      SITES,
    });
    await waitFor(`${SITE}/`);

    // Carts of their own for the connections (an add to a cart, then its read), made through the browser proxy.
    const carts = await Promise.all(Array.from({ length: CONNECTIONS }, () => newCart()));
    let next = 0;
    const json = { 'content-type': 'application/json', origin: SITE };
    const requests: LoadRequest[] = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/nos-vins' },
      { method: 'GET', path: WINE_SHEET },
      {
        method: 'POST',
        setupRequest: (req: LoadRequest) => {
          const cart = carts[next++ % carts.length]!;
          return {
            ...req,
            path: `/api/platform/cart/${cart}/product/${DECLINATION}`,
            headers: json,
            body: JSON.stringify({ type: 'MAIN_CART', quantity: 6 }),
          };
        },
      },
      {
        // The cart's read, as /panier makes it (POST /cart/{id} with its type).
        method: 'POST',
        setupRequest: (req: LoadRequest) => ({
          ...req,
          path: `/api/platform/cart/${carts[next % carts.length]}`,
          headers: json,
          body: JSON.stringify({ type: 'MAIN_CART' }),
        }),
      },
    ];

    const loadBefore = loadavg().map((x) => Math.round(x * 10) / 10);
    console.log(
      `[soak] ${MINUTES} min, ${CONNECTIONS} connections, ${cpus().length} CPUs, load average ${loadBefore.join(' ')}`,
    );
    const started = Date.now();
    const samples: { minute: number; webMb: number | null; apiMb: number | null }[] = [];
    const sampler = setInterval(() => {
      const minute = Math.round(((Date.now() - started) / 60_000) * 100) / 100;
      samples.push({ minute, webMb: rssMb(web.child.pid), apiMb: rssMb(api.child.pid) });
    }, 5_000);
    const statuses = new Map<number, number>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: SITE, connections: CONNECTIONS, duration: MINUTES * 60, requests },
        (error, figures) => (error ? reject(error) : resolve(figures)),
      );
      instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    });
    clearInterval(sampler);

    const after = (key: 'webMb' | 'apiMb') =>
      samples
        .filter((s) => s.minute >= WARMUP_MINUTES && s[key] !== null)
        .map((s) => [s.minute, s[key]!] as [number, number]);
    const report = {
      date: new Date().toISOString(),
      minutes: MINUTES,
      connections: CONNECTIONS,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg().map((x) => Math.round(x * 10) / 10),
      requests: result.requests.total,
      reqPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      errors: result.errors,
      timeouts: result.timeouts,
      rss: {
        web: { first: samples[0]?.webMb, last: samples.at(-1)?.webMb, slopeMbPerMin: slope(after('webMb')) },
        api: { first: samples[0]?.apiMb, last: samples.at(-1)?.apiMb, slopeMbPerMin: slope(after('apiMb')) },
      },
      stderr: { web: web.stderr.slice(0, 20), api: api.stderr.slice(0, 20) },
      stderrLines: { web: web.stderr.length, api: api.stderr.length },
      samples,
    };
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    const file = path.join(ROOT, `bench/results/soak-${report.date.slice(0, 10)}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
    const { samples: _s, stderr: _e, ...summary } = report;
    console.log(JSON.stringify(summary, null, 2));
    const fivexx = Object.entries(report.statuses).filter(([status]) => Number(status) >= 500);
    console.log(
      `\n${fivexx.length ? 'FAIL' : 'PASS'}  no 5xx answer (${fivexx.map(([s, n]) => `${n}×${s}`).join(', ') || 'none'})`,
    );
    console.log(`${report.errors ? 'FAIL' : 'PASS'}  no connection error (${report.errors})`);
    const logLines = report.stderrLines.web + report.stderrLines.api;
    console.log(`${logLines ? 'FAIL' : 'PASS'}  no error in the logs (${logLines} stderr lines)`);
    for (const name of ['web', 'api'] as const) {
      const { slopeMbPerMin } = report.rss[name];
      console.log(`INFO  RSS slope after warm-up, ${name}: ${slopeMbPerMin} MB/min`);
    }
    console.log(`INFO  p99 ${report.p99Ms} ms, ${report.reqPerSec} req/s\n[soak] written ${path.relative(ROOT, file)}`);
  } finally {
    for (const { child } of procs) child.kill('SIGTERM');
    await Promise.all(
      procs.map(({ child }) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))),
    );
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  for (const { child } of procs) child.kill('SIGKILL');
  process.exit(1);
});
