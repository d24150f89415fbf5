import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * V8's explicit compile hint (Chrome 136+): with this comment on its first line, a script's functions are compiled
 * while it streams in, on a background thread, instead of on the main thread the first time each is called. Next's
 * chunks hold module factories that run once the page starts (React, the router, our client components): compiled
 * lazily, they made a long main-thread task of their own on every page (issue 19: ~45 ms at 4× CPU on /commande,
 * profiled as the Turbopack runtime's module instantiation). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's source with the hint on its first line; unchanged when it is already there (a second run). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to every `.js` file below `dir` (the build's browser chunks); returns how many it changed. */
export function addCompileHints(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

// `npm run build`'s "postbuild" step: the browser chunks Next just wrote.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = join(process.cwd(), '.next', 'static', 'chunks');
  console.log(`compile-hints: ${addCompileHints(dir)} chunks in ${dir}`);
}
