import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CONSENT_SERVICE_KEYS } from '../features/consent/services';
import { trimmedServicesFile } from '../features/consent/services-file';

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
// Its services file defines ~240 services (35 kB gzip); only those we can register are kept (services-file.ts).
const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
for (const file of ['tarteaucitron.services.js', 'tarteaucitron.services.min.js']) {
  const full = readFileSync(join(source, file), 'utf8');
  const banner = `tarteaucitronjs ${version} (MIT, see LICENSE): the services this storefront registers, from ${file}`;
  writeFileSync(join(target, file), trimmedServicesFile(full, CONSENT_SERVICE_KEYS, banner));
}
console.log(`copy-tarteaucitron: ${source} → ${target} (services: ${CONSENT_SERVICE_KEYS.join(', ')})`);
