import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 13: one platform client. Only lib/platform knows the API's address and calls it; everything else goes
// through core.ts (fetch-based: proxy.ts, route handlers, the browser's proxy) or the axios clients built on it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['app', 'features', 'lib', 'components', 'server', 'proxy.ts'];
const OWNER = 'lib/platform/';

/**
 * The `fetch` calls allowed outside lib/platform, and why: none of them reaches the platform API.
 * Keys are file paths from the repository root.
 */
const OTHER_FETCHES: Record<string, string> = {};

function sources(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (entry.endsWith('.ts')) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file).split(path.sep).join('/'))
    .filter((file) => /\.(?:ts|tsx|mts)$/.test(file) && !/\.test\.(?:ts|tsx|mts)$/.test(file));
}

const files = SCANNED.flatMap(sources).filter((file) => !file.startsWith(OWNER));
/** A file's code without its comments (which may well name API_URL or fetch to explain themselves). */
const text = (file: string) =>
  readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const offenders = (pattern: RegExp) => files.filter((file) => pattern.test(text(file)));

describe('only lib/platform calls the platform API', () => {
  it('scans the storefront’s code', () => {
    expect(files).toContain('proxy.ts');
    expect(files).toContain('features/auth/platform-proxy.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('no other file names the API’s address (API_URL, process.env.API_URL)', () => {
    expect(offenders(/\bAPI_URL\b/)).toEqual([]);
  });

  it('no other file calls fetch, except the listed ones that do not reach the API', () => {
    const fetching = offenders(/(?<![\w.$])fetch\s*\(|\.fetch\s*\(/);
    expect(fetching.filter((file) => !(file in OTHER_FETCHES))).toEqual([]);
    // A listed file that stopped fetching leaves the list.
    expect(Object.keys(OTHER_FETCHES).filter((file) => !fetching.includes(file))).toEqual([]);
  });

  it('no other file names a session cookie: they read TOKEN_COOKIE and SITE_COOKIE of core.ts', () => {
    expect(offenders(/cookies?\s*(?:\(\s*\))?\s*\.get\(\s*['"`]/)).toEqual([]);
    expect(offenders(/(?:COOKIE|cookie)\w*\s*=\s*['"`](?:token|idSite)['"`]/)).toEqual([]);
  });

  it('no other file builds the spec §7 headers itself', () => {
    expect(offenders(/\buserLang\s*:|['"]userLang['"]\s*:|Bearer \$\{/)).toEqual([]);
  });
});
