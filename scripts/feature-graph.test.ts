import { describe, expect, it } from 'vitest';
import { analyseFeatures, cyclesOf, importSpecifiers, resolveImport } from './feature-graph';

describe('importSpecifiers', () => {
  it('reads imports, type imports, re-exports, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from '@/features/a';",
      "import type { B } from './b';",
      "import C, { d } from '../c';",
      "export * from './e';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "import './h.css';",
      "const i = await import('@/features/i/x');",
      'const notAnImport = "from \'./nothing\'";',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '@/features/a',
      './b',
      '../c',
      './e',
      './f',
      './g',
      './h.css',
      '@/features/i/x',
    ]);
  });
});

describe('resolveImport', () => {
  const files = new Set(['features/a/index.ts', 'features/a/x.tsx', 'features/b/api/y.ts', 'lib/z.ts']);
  it('resolves the @/ alias, relative paths, extensions and index files', () => {
    expect(resolveImport('features/b/api/y.ts', '@/features/a', files)).toBe('features/a/index.ts');
    expect(resolveImport('features/b/api/y.ts', '../../a/x', files)).toBe('features/a/x.tsx');
    expect(resolveImport('features/a/x.tsx', './index', files)).toBe('features/a/index.ts');
    expect(resolveImport('features/a/x.tsx', '@/lib/z', files)).toBe('lib/z.ts');
  });
  it('leaves packages and unknown files out', () => {
    expect(resolveImport('features/a/x.tsx', 'react', files)).toBeNull();
    expect(resolveImport('features/a/x.tsx', './missing', files)).toBeNull();
  });
});

describe('cyclesOf', () => {
  it('groups the features that reach each other, and nothing else', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
      ['f', new Set(['a'])],
    ]);
    expect(cyclesOf(edges)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });
  it('finds none in a chain', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('analyseFeatures', () => {
  const fixture = new Map([
    ['features/site/index.ts', "export { siteName } from './api/site-name';"],
    [
      'features/site/api/site-name.ts',
      "import { pageTitle } from '@/features/pages/titles';\nexport const siteName = pageTitle;",
    ],
    ['features/pages/index.ts', "export { pageTitle } from './titles';"],
    [
      'features/pages/titles.ts',
      "import { siteName } from '@/features/site';\nimport { z } from '@/lib/z';\nexport const pageTitle = z;",
    ],
    [
      'features/news/list.tsx',
      "import { siteName } from '../site';\nimport { pageTitle } from '@/features/pages/titles';",
    ],
    ['features/news/index.ts', "export * from './list';"],
    ['lib/z.ts', "import { siteName } from '@/features/site/api/site-name';\nexport const z = 1;"],
  ]);
  const report = analyseFeatures(fixture);

  it('counts the imports that bypass the other feature’s index.ts, and only those between features', () => {
    expect(report.crossImports).toHaveLength(4);
    expect(report.bypassing.map((entry) => `${entry.file} → ${entry.target}`)).toEqual([
      'features/news/list.tsx → features/pages/titles.ts',
      'features/site/api/site-name.ts → features/pages/titles.ts',
    ]);
  });

  it('lists the cycle between site and pages, through an index or not', () => {
    expect(report.cycles).toEqual([['pages', 'site']]);
  });

  it('reports zero on a tree that keeps the rules', () => {
    const clean = new Map([
      ['features/a/index.ts', 'export const a = 1;'],
      ['features/b/index.ts', "import { a } from '@/features/a';\nexport const b = a;"],
    ]);
    expect(analyseFeatures(clean)).toMatchObject({ bypassing: [], cycles: [] });
  });
});
