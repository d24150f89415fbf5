import { cpSync, existsSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

// design.md §8: tarteaucitron loads its language, CSS and service files relative to its own script URL,
// so it cannot be bundled. This copies the package to public/tarteaucitron/ (git-ignored) before
// `npm run build` and `npm run dev` (the "prebuild" and "predev" scripts); features/consent loads it from there.
const source = join(process.cwd(), 'node_modules', 'tarteaucitronjs');
const target = join(process.cwd(), 'public', 'tarteaucitron');

if (!existsSync(join(source, 'tarteaucitron.min.js'))) {
  console.error(`copy-tarteaucitron: ${source} is missing; run npm ci first.`);
  process.exit(1);
}
rmSync(target, { recursive: true, force: true });
cpSync(source, target, {
  recursive: true,
  // Only what the browser may fetch: no dot folders, no package metadata (the LICENSE stays with the copy).
  filter: (path) => !basename(path).startsWith('.') && !/\.(md|json)$/.test(path),
});
console.log(`copy-tarteaucitron: ${source} → ${target}`);
