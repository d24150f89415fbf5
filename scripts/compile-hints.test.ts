import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints';

describe('compile hints on the browser chunks', () => {
  it('puts the hint on the first line, once', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{}]);';
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it('hints every .js file below the folder, nested ones too, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chunks-'));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'a.js'), 'a()');
    writeFileSync(join(dir, 'app', 'b.js'), 'b()');
    writeFileSync(join(dir, 'c.css'), '.c{}');
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}a()`);
    expect(readFileSync(join(dir, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}b()`);
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('.c{}');
    // A second build step over the same files changes nothing.
    expect(addCompileHints(dir)).toBe(0);
  });
});
