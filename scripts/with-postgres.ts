/**
 * Runs a command against a throwaway PostgreSQL cluster: `tsx scripts/with-postgres.ts <command…>`.
 * The command gets TEST_DATABASE_URL (and DATABASE_URL for benchmarks). When TEST_DATABASE_URL
 * is already set, it is used as is. Needs PostgreSQL's server binaries (Debian: `postgresql`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: tsx scripts/with-postgres.ts <command> [args…]');
  process.exit(2);
}

function findBinDir(): string | null {
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return path.dirname(fromPath);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  if (process.env.TEST_DATABASE_URL) {
    return run(command[0]!, command.slice(1), { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL });
  }
  const bin = findBinDir();
  if (!bin) {
    console.error(
      '[with-postgres] PostgreSQL server binaries not found. Install them (Debian: apt-get install postgresql) ' +
        'or set TEST_DATABASE_URL to an empty database.',
    );
    return 1;
  }
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const asRoot = process.getuid?.() === 0;
  const wrap = (exe: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, exe), ...args]] : [path.join(bin, exe), args];

  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const quiet: { stdio: ('ignore' | 'inherit')[] } = { stdio: ['ignore', 'ignore', 'inherit'] };
  try {
    const [initCmd, initArgs] = wrap('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    if (spawnSync(initCmd, initArgs, quiet).status !== 0) throw new Error('initdb failed');
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const [startCmd, startArgs] = wrap('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      opts,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    if (spawnSync(startCmd, startArgs, quiet).status !== 0)
      throw new Error(`PostgreSQL did not start (log: ${dir}/server.log)`);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    console.log(`[with-postgres] throwaway PostgreSQL on port ${port}`);
    return await run(command[0]!, command.slice(1), { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url });
  } finally {
    const [stopCmd, stopArgs] = wrap('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    spawnSync(stopCmd, stopArgs, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[with-postgres]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
