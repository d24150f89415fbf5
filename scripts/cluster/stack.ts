/**
 * The pieces of the cluster deployment (issue 18), started as the current user on local ports: nginx (deploy/
 * nginx.conf.template), Redis (deploy/redis.conf), PostgreSQL, the platform API and storefront instances from one
 * build. Used by `npm run start:cluster` (scripts/start-cluster.ts), the browser tests (e2e/cluster.spec.ts) and the
 * benchmark (bench/cluster.ts), so all three run the same configuration.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { TOKEN_COOKIE } from '../../lib/platform/identity';

/**
 * The repository: every caller runs from it (npm scripts, Playwright, the benchmark). Not import.meta: Playwright
 * loads this file as CommonJS for the browser tests, where import.meta makes Node take it for an ES module.
 */
export const ROOT = process.cwd();
if (!existsSync(path.join(ROOT, 'deploy/nginx.conf.template'))) {
  throw new Error(`run this from the repository's root (no deploy/nginx.conf.template in ${ROOT})`);
}
const MODULES_DIR = '/usr/lib/nginx/modules';

// ---- Binaries --------------------------------------------------------------------------------------------------

const onPath = (name: string): string | null =>
  spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim() || null;

function postgresBinDir(): string | null {
  const initdb = onPath('initdb');
  if (initdb) return path.dirname(initdb);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
    if (existsSync(path.join(root, version, 'bin', 'initdb'))) return path.join(root, version, 'bin');
  }
  return null;
}

export interface Binaries {
  nginx: string | null;
  redis: string | null;
  postgres: string | null;
  brotli: boolean;
  purge: boolean;
}

export function findBinaries(): Binaries {
  return {
    nginx: onPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null),
    redis: onPath('redis-server'),
    postgres: postgresBinDir(),
    brotli: existsSync(path.join(MODULES_DIR, 'ngx_http_brotli_filter_module.so')),
    purge: existsSync(path.join(MODULES_DIR, 'ngx_http_cache_purge_module.so')),
  };
}

/** The Debian packages missing for what is asked (empty: all there). */
export function missingPackages(found: Binaries, { postgres = true, purge = false } = {}): string[] {
  const missing: string[] = [];
  if (!found.nginx) missing.push('nginx-light');
  if (!found.brotli) missing.push('libnginx-mod-http-brotli-filter');
  if (purge && !found.purge) missing.push('libnginx-mod-http-cache-purge');
  if (!found.redis) missing.push('redis-server');
  if (postgres && !found.postgres) missing.push('postgresql');
  return missing;
}

// ---- Processes -------------------------------------------------------------------------------------------------

export interface Service {
  name: string;
  child: ChildProcess;
  /** Its stop signal (SIGTERM unless said), then the exit. */
  stop(): Promise<void>;
}

interface ProcessOptions {
  env?: Record<string, string>;
  ready: RegExp;
  quiet?: boolean;
  cwd?: string;
  /** Run as this user (a root caller starting PostgreSQL). */
  owner?: { uid: number; gid: number };
  /** The signal that stops it (SIGTERM unless said). */
  stopSignal?: NodeJS.Signals;
}

function startProcess(
  name: string,
  command: string,
  args: string[],
  { env = {}, ready, quiet = false, cwd = ROOT, owner, stopSignal = 'SIGTERM' }: ProcessOptions,
): Promise<Service> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...owner,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const service: Service = {
    name,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(stopSignal);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (out.length < 20_000) out += text;
      if (!quiet) for (const line of text.split('\n').filter(Boolean)) console.log(`[${name}] ${line}`);
      if (ready.test(out)) resolve(service);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`${name} exited before it was ready:\n${out.slice(-3_000)}`)));
  });
}

/** Waits until something accepts connections on the port (for servers that print nothing when ready). */
export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

// ---- Redis -----------------------------------------------------------------------------------------------------

export function startRedis(binary: string, port: number, dir: string, quiet = true): Promise<Service> {
  mkdirSync(dir, { recursive: true });
  return startProcess('redis', binary, [path.join(ROOT, 'deploy/redis.conf'), '--port', String(port), '--dir', dir], {
    ready: /Ready to accept connections/,
    quiet,
  });
}

// ---- PostgreSQL ------------------------------------------------------------------------------------------------

/**
 * A PostgreSQL server in `folder`, its data kept from one start to the next, run in the foreground like nginx and Redis:
 * a Ctrl-C reaches it with the rest (SIGINT: PostgreSQL's fast shutdown), and nothing stays behind the script. As root
 * it runs as the `postgres` user (PostgreSQL refuses root), who cannot reach a folder under a root-only home or a
 * fresh `mktemp -d` clone: its files then live in a folder of the system's temp directory, removed when it stops.
 */
export async function startPostgres(binDir: string, port: number, folder: string): Promise<Service & { url: string }> {
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresOwner() : undefined;
  const dir = asRoot ? mkdtempSync(path.join(tmpdir(), 'storefront-cluster-pg-')) : folder;
  const forget = () => asRoot && rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o777);
    const data = path.join(dir, 'data');
    if (!existsSync(path.join(data, 'PG_VERSION'))) {
      const init = spawnSync(
        path.join(binDir, 'initdb'),
        ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
        { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], ...owner },
      );
      if (init.status !== 0) throw new Error('initdb failed');
    }
    const server = await startProcess(
      'postgres',
      path.join(binDir, 'postgres'),
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
      { ready: /database system is ready to accept connections/, quiet: true, cwd: dir, owner, stopSignal: 'SIGINT' },
    );
    return {
      ...server,
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: async () => {
        await server.stop();
        forget();
      },
    };
  } catch (error) {
    forget();
    throw error;
  }
}

/** The `postgres` system user's ids (Debian's package creates it). */
function postgresOwner(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const owner = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(owner.uid) || owner.uid <= 0) throw new Error('no « postgres » user to run PostgreSQL as');
  return owner;
}

// ---- The platform API and the storefront instances -----------------------------------------------------------

export function startApi(
  port: number,
  database: { url: string } | { dataDir: string },
  env: Record<string, string> = {},
): Promise<Service> {
  return startProcess('api', process.execPath, ['--import', 'tsx', 'mock-api/main.mts'], {
    env: {
      API_PORT: String(port),
      ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
      ...env,
    },
    ready: /\[platform-api\] .* ready in/,
    quiet: true,
  });
}

export interface InstanceOptions {
  port: number;
  apiUrl: string;
  /** The shared cache; without it the instance keeps Next's own cache. */
  redisUrl?: string;
  env?: Record<string, string>;
  name?: string;
  quiet?: boolean;
}

/** One storefront instance from the existing build (`.next`), as `npm start` runs it, behind one proxy. */
export function startInstance({ port, apiUrl, redisUrl, env = {}, name, quiet = true }: InstanceOptions) {
  return startProcess(
    name ?? `web:${port}`,
    process.execPath,
    ['--import', 'tsx/esm', 'server/main.mts', '-p', String(port)],
    {
      env: {
        API_URL: apiUrl,
        NEXT_TELEMETRY_DISABLED: '1',
        TRUSTED_PROXY_HOPS: '1',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...env,
      },
      ready: /\[storefront\] .* ready in/,
      quiet,
    },
  );
}

// ---- nginx -----------------------------------------------------------------------------------------------------

/**
 * « ttl »: pages kept EDGE_TTL_S at the edge (the default); « purge »: Next's s-maxage honoured, pages purged by key;
 * « off »: nothing stored (the benchmark's « two instances balanced, no edge cache »).
 */
export type EdgeMode = 'ttl' | 'purge' | 'off';
export const EDGE_TTL_S = 5;

const LIFETIMES: Record<EdgeMode, string> = {
  ttl: `proxy_ignore_headers Cache-Control Expires;\n            proxy_cache_valid 200 301 302 307 308 404 ${EDGE_TTL_S}s;`,
  purge: 'proxy_cache_valid 200 301 302 307 308 404 10s;',
  off: 'proxy_cache_bypass 1;\n            proxy_no_cache 1;',
};
/** The purge location of « purge » mode: `PURGE /__purge/<path>` with the page's Host removes its HTML entry. */
const PURGE_LOCATION = `
        location ~ ^/__purge(/.*)$ {
            allow 127.0.0.1;
            deny all;
            proxy_cache_purge edge "$scheme://$host$1||||";
        }`;

export interface NginxOptions {
  binary: string;
  prefix: string;
  port: number;
  upstreamPorts: number[];
  mode?: EdgeMode;
  /** Extra server blocks (the benchmark's static reference). */
  extra?: string;
}

export function renderNginxConf({
  prefix,
  port,
  upstreamPorts,
  mode = 'ttl',
  extra = '',
}: Omit<NginxOptions, 'binary'>) {
  const template = readFileSync(path.join(ROOT, 'deploy/nginx.conf.template'), 'utf8');
  const values: Record<string, string> = {
    USER: userInfo().username,
    PREFIX: prefix,
    MODULES: MODULES_DIR,
    LISTEN: `127.0.0.1:${port}`,
    UPSTREAMS: upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n        '),
    STATIC_DIR: path.join(ROOT, '.next/static/'),
    TOKEN_COOKIE,
    LIFETIME: LIFETIMES[mode],
    EXTRA: extra,
  };
  // Comment lines keep their @NAME@ words (they document them).
  let conf = template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/@([A-Z_]+)@/g, (whole, name: string) => values[name] ?? whole),
    )
    .join('\n');
  if (mode === 'purge') {
    conf = `load_module ${MODULES_DIR}/ngx_http_cache_purge_module.so;\n${conf}`;
    // A function, not a replacement string: the location's own `$1` must stay as written.
    conf = conf.replace(
      /(\n        location \/_next\/static\/ \{)/,
      (staticLocation) => `${PURGE_LOCATION}\n${staticLocation}`,
    );
  }
  const left = /@[A-Z_]+@/.exec(conf.replace(/^\s*#.*$/gm, ''));
  if (left) throw new Error(`nginx template: ${left[0]} left unfilled`);
  return conf;
}

export async function startNginx(options: NginxOptions): Promise<Service> {
  const { binary, prefix, port } = options;
  for (const dir of ['tmp', 'cache']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, renderNginxConf(options));
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(binary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${conf}:\n${check.stderr}`);
  const child = spawn(binary, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let failed = '';
  child.stderr!.on('data', (chunk: Buffer) => (failed += chunk.toString()));
  await Promise.race([
    waitForPort(port),
    exited.then(() => {
      throw new Error(`nginx exited: ${failed}`);
    }),
  ]);
  return {
    name: 'nginx',
    child,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop (SIGTERM is its fast one; either ends the workers with the master).
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Stops services in reverse order of start, each one even when another failed. */
export async function stopAll(services: Service[]) {
  for (const service of [...services].reverse()) {
    await service.stop().catch((error: unknown) => console.error(`[${service.name}] stop failed`, error));
  }
}
