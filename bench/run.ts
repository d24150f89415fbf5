/** `npm run bench`: every benchmark, one after the other (the API on PGlite, then on PostgreSQL). */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['API on PGlite', ['tsx', 'bench/api.ts']],
  ['API on PostgreSQL', ['tsx', 'scripts/with-postgres.ts', 'tsx', 'bench/api.ts']],
];
let failed = 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name}`);
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
