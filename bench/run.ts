/**
 * `npm run bench [-- <name>… [options]]`: the benchmarks, one after the other. Without a name, all of them:
 * `api` (the platform API on PGlite, then on PostgreSQL) and `storefront` (our pages against a bare Next page,
 * Lighthouse and autocannon). Options after the names go to the storefront benchmark (`--reuse-build`,
 * `--runs 3`, `--duration 4`, `--load-rounds 5`, `--inp-runs 5`, `--pages "wine list,product sheet"`,
 * `--inp-only "add to cart"`, `--no-pin`). `soak` (issue 17 §3, ten minutes of mixed traffic: `--minutes 10`, `--warmup 2`), `cluster` (issue
 * 18: nginx, two instances, Redis) and `busy` (issue 17 §3, the browser tests under `stress-ng --cpu 2`: `--specs
 * "e2e/faults.spec.ts,…"`, `--grep`, `--project`, `--cpu`) run only when named.
 */
import { spawnSync } from 'node:child_process';

const argv = process.argv.slice(2);
const WITH_VALUE = new Set([
  '--runs',
  '--duration',
  '--load-rounds',
  '--inp-runs',
  '--pages',
  '--inp-only',
  '--minutes',
  '--warmup',
  '--mixed',
  '--specs',
  '--grep',
  '--project',
  '--cpu',
]);
const names = argv.filter((arg, i) => !arg.startsWith('--') && !WITH_VALUE.has(argv[i - 1] ?? ''));
const options = argv.filter((arg) => !names.includes(arg));

const steps: { group: string; name: string; args: string[]; named?: boolean }[] = [
  { group: 'api', name: 'API on PGlite', args: ['tsx', 'bench/api.ts'] },
  { group: 'api', name: 'API on PostgreSQL', args: ['tsx', 'scripts/with-postgres.ts', 'tsx', 'bench/api.ts'] },
  {
    group: 'storefront',
    name: 'Storefront against a bare Next page',
    args: ['tsx', 'bench/storefront.ts', ...options],
  },
  // Issue 18: nginx + two instances sharing Redis, side by side with one instance and a static ceiling. Only when
  // named (`npm run bench -- cluster [--reuse-build] [--duration 10] [--mixed 60]`): it needs nginx and redis-server.
  {
    group: 'cluster',
    name: 'Cluster: nginx edge cache, two instances, one Redis',
    args: ['tsx', 'bench/cluster.ts', ...options],
    named: true,
  },
  // Ten minutes of mixed traffic (issue 17 §3): only when named (`npm run bench -- soak`), not in the default run.
  {
    group: 'soak',
    name: 'Soak: mixed traffic for ten minutes',
    args: ['tsx', 'bench/soak.ts', ...options],
    named: true,
  },
  // The browser tests with two cores burnt by stress-ng (issue 17 §3): only when named (`npm run bench -- busy`).
  {
    group: 'busy',
    name: 'Browser tests on a busy machine (stress-ng)',
    args: ['tsx', 'bench/busy.ts', ...options],
    named: true,
  },
];
const unknown = names.filter((name) => !steps.some((step) => step.group === name));
if (unknown.length) {
  console.error(
    `unknown benchmark: ${unknown.join(', ')} (known: ${[...new Set(steps.map((s) => s.group))].join(', ')})`,
  );
  process.exit(2);
}
let failed = 0;
for (const step of steps.filter((s) => (names.length ? names.includes(s.group) : !s.named))) {
  console.log(`\n=== ${step.name}`);
  const result = spawnSync('npx', step.args, { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
