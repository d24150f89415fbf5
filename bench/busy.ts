/**
 * `npm run bench -- busy [--specs "e2e/faults.spec.ts,e2e/checkout"] [--grep "…"] [--project mobile-390] [--cpu 2]`:
 * issue 17 §3. The browser tests on a busy machine: `stress-ng --cpu N` (Debian's stress-ng) burns N cores while
 * Playwright runs the named specs (all of them without `--specs`), then the burner is stopped. It reports pass or
 * fail, the wall time and the load average before and after. The storefront and the API are Playwright's
 * `webServer`s: started (and built) by Playwright, or reused when they already answer on E2E_API_PORT/E2E_WEB_PORT
 * (outside CI). The exit code is Playwright's: a test that fails only under load is a test waiting on the wrong
 * signal, to fix in the test (docs/PERFORMANCE.md, « Issue 17 (session 23) »).
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const specs = (option('specs') ?? '')
  .split(',')
  .map((spec) => spec.trim())
  .filter(Boolean);
const grep = option('grep');
const project = option('project');
const burners = Number(option('cpu') ?? 2);
const load = () => loadavg().map((x) => Math.round(x * 10) / 10);

if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error('[busy] stress-ng is missing (apt-get install stress-ng)');
  process.exit(2);
}

const loadBefore = load();
// Its own process group, so stopping it stops its workers and nothing else.
const burner = spawn('stress-ng', ['--cpu', String(burners), '--quiet'], { stdio: 'ignore', detached: true });
const stopBurner = () => {
  if (burner.pid && burner.exitCode === null) {
    try {
      process.kill(-burner.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};
process.once('SIGINT', () => {
  stopBurner();
  process.exit(130);
});

const args = ['playwright', 'test', ...specs, '--reporter=list'];
if (grep) args.push('--grep', grep);
if (project) args.push('--project', project);
console.log(`[busy] ${cpus().length} CPUs, load average ${loadBefore.join(' ')}; stress-ng --cpu ${burners}`);
console.log(`[busy] npx ${args.join(' ')}`);
const started = Date.now();
const run = spawnSync('npx', args, { stdio: 'inherit' });
const seconds = Math.round((Date.now() - started) / 1000);
const loadAfter = load();
stopBurner();

const passed = run.status === 0;
console.log(
  `\n[busy] ${passed ? 'PASSED' : `FAILED (exit ${run.status ?? run.signal})`} in ${Math.floor(seconds / 60)} min ` +
    `${seconds % 60} s under stress-ng --cpu ${burners}; load average ${loadBefore.join(' ')} → ${loadAfter.join(' ')}`,
);
process.exit(run.status ?? 1);
