/**
 * `npm run start:cluster [-- --reuse-build] [-- --instances 2]`: the production deployment of issue 18 on one
 * machine, as the current user, on local ports, installing nothing. Builds once, checks the binaries (and prints the
 * `apt-get install` line when one is missing), then starts:
 *
 *   nginx :CLUSTER_PORT (8080) ─► storefront instances :+1, :+2 (server/main.mts) ─► platform API :+3 ─► PostgreSQL :+4
 *                                          └──────── one Redis :+5 (Next's shared cache) ──┘
 *
 * State lives in .data/cluster/ (PostgreSQL's data is kept between runs; the caches start empty). Ctrl-C stops all.
 * The configuration files are deploy/nginx.conf.template and deploy/redis.conf; README « Production » explains them.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
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
} from './cluster/stack';

const { values } = parseArgs({
  options: { 'reuse-build': { type: 'boolean' }, instances: { type: 'string' } },
});
const base = Number(process.env.CLUSTER_PORT ?? 8080);
const instances = Number(values.instances ?? process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(base) || base < 1024 || base > 65_000 || !Number.isInteger(instances) || instances < 1) {
  console.error('[cluster] CLUSTER_PORT must be a port from 1024 to 65000 and --instances a whole number ≥ 1');
  process.exit(2);
}
const ports = {
  nginx: base,
  instances: Array.from({ length: instances }, (_, i) => base + 1 + i),
  api: base + 1 + instances,
  postgres: base + 2 + instances,
  redis: base + 3 + instances,
};
const DATA = path.join(ROOT, '.data/cluster');

const found = findBinaries();
const missing = missingPackages(found);
if (missing.length > 0) {
  console.error(`[cluster] missing: ${missing.join(', ')}. Install them (Debian), then run this again:`);
  console.error(`    sudo apt-get install ${missing.join(' ')}`);
  process.exit(1);
}

if (!(values['reuse-build'] && existsSync(path.join(ROOT, '.next/BUILD_ID')))) {
  console.log('[cluster] building the storefront once (npm run build)…');
  const env = { ...process.env };
  delete env.REDIS_URL;
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env }).status !== 0) process.exit(1);
}

const secret = process.env.REVALIDATE_SECRET ?? randomBytes(32).toString('hex');
const services: Service[] = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\n[cluster] stopping…');
  await stopAll(services);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
// Whatever ends this process short of SIGKILL leaves no server behind (a signal is all `exit` has time for).
process.on('exit', () => {
  for (const service of services) if (service.child.exitCode === null) service.child.kill('SIGINT');
});

async function main() {
  try {
    const postgres = await startPostgres(found.postgres!, ports.postgres, path.join(DATA, 'pg'));
    services.push(postgres);
    console.log(`[cluster] PostgreSQL on :${ports.postgres}`);
    rmSync(path.join(DATA, 'redis'), { recursive: true, force: true });
    services.push(await startRedis(found.redis!, ports.redis, path.join(DATA, 'redis')));
    console.log(`[cluster] Redis on :${ports.redis}`);
    services.push(await startApi(ports.api, { url: postgres.url }));
    console.log(`[cluster] platform API on :${ports.api} (PostgreSQL)`);
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    for (const port of ports.instances) {
      services.push(
        await startInstance({
          port,
          apiUrl,
          redisUrl,
          env: { REVALIDATE_SECRET: secret },
          name: `web:${port}`,
          quiet: false,
        }),
      );
    }
    rmSync(path.join(DATA, 'nginx/cache'), { recursive: true, force: true });
    services.push(
      await startNginx({
        binary: found.nginx!,
        prefix: path.join(DATA, 'nginx'),
        port: ports.nginx,
        upstreamPorts: ports.instances,
      }),
    );
    console.log(`
[cluster] ready:
    http://localhost:${ports.nginx}        the salon, through nginx (X-Cache-Status on every response)
    http://vins.localhost:${ports.nginx}   the wine estate
    instances ${ports.instances.map((p) => `:${p}`).join(', ')} share Redis ${redisUrl}; API ${apiUrl}
    POST /api/revalidate with « Authorization: Bearer ${process.env.REVALIDATE_SECRET ? '$REVALIDATE_SECRET' : secret} »
Ctrl-C stops everything.`);
  } catch (error) {
    console.error('[cluster]', error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

void main();
