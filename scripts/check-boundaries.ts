import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseFeatures } from './feature-graph';

// `npm run check:boundaries [-- --strict] [-- --list]`: counts the imports from one feature into another that
// bypass its index.ts, the cycles between features (scripts/feature-graph.ts) and the features without an
// index.ts. With --strict, exits 1 when any is not 0; --list prints each bypassing import.

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts)$/;

function walk(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return walk(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

const args = new Set(process.argv.slice(2));
// The resolver needs to know every file an import could reach, not only those under features/.
const scanned = ['features', 'lib', 'components', 'i18n', 'app'].flatMap((directory) => walk(directory));
const sources = new Map(scanned.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
const report = analyseFeatures(sources);

console.log(`Imports from one feature into another: ${report.crossImports.length}`);
console.log(`  bypassing the other feature's index.ts: ${report.bypassing.length}`);
if (args.has('--list')) {
  for (const entry of report.bypassing) console.log(`    ${entry.file} → ${entry.target} ('${entry.specifier}')`);
}
console.log(`Cycles between features: ${report.cycles.length}`);
for (const cycle of report.cycles) console.log(`  ${cycle.join(' ↔ ')}`);
// Every feature has a door, even one nobody imports yet: the rule is the same for all.
const doorless = readdirSync(path.join(root, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sources.has(`features/${entry.name}/index.ts`))
  .map((entry) => entry.name);
console.log(`Features without an index.ts: ${doorless.length}${doorless.length ? ` (${doorless.join(', ')})` : ''}`);

const failed = report.bypassing.length > 0 || report.cycles.length > 0 || doorless.length > 0;
if (args.has('--strict') && failed) process.exitCode = 1;
