import path from 'node:path';

// The import graph between features (issue 13, "Measured, not asserted"): which imports cross from one feature
// into another, which of them bypass the other feature's index.ts, and the cycles between features.
// Pure functions over a map of repo-relative paths to sources, so that a small fixture can test them.

export interface CrossImport {
  /** The importing file, repo-relative with forward slashes. */
  file: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it resolves to. */
  target: string;
  fromFeature: string;
  toFeature: string;
  /** True when the target is the other feature's index file. */
  viaIndex: boolean;
}

export interface FeatureGraphReport {
  crossImports: CrossImport[];
  bypassing: CrossImport[];
  /** Each group of features that reach each other (strongly connected, two or more), names sorted. */
  cycles: string[][];
}

const EXTENSIONS = ['.ts', '.tsx', '.mts'];
const INDEX_FILES = ['index.ts', 'index.tsx'];

// `import x from '…'`, `import type { x } from '…'`, `export * from '…'`, `import '…'`, `import('…')`.
const IMPORT_PATTERN =
  /(?:\bimport\s+(?:type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

/** The module specifiers a source imports or re-exports (comments are not stripped: a commented import counts). */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1]!);
}

/** The repo-relative file a specifier resolves to (`@/` is the repo root, as in tsconfig), or null when external. */
export function resolveImport(fromFile: string, specifier: string, files: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return null;
  base = path.posix.normalize(base);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...INDEX_FILES.map((index) => `${base}/${index}`),
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** `features/<name>/…` → `<name>`; anything else → null. */
export function featureOf(file: string): string | null {
  const match = /^features\/([^/]+)\//.exec(file);
  return match ? match[1]! : null;
}

function isIndexOf(file: string, feature: string): boolean {
  return INDEX_FILES.some((index) => file === `features/${feature}/${index}`);
}

/** Strongly connected components of two or more nodes (Tarjan), each sorted, sorted by their first name. */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;

  const visit = (node: string) => {
    indexOf.set(node, counter);
    lowOf.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node)!, lowOf.get(next)!));
      } else if (onStack.has(next)) {
        lowOf.set(node, Math.min(lowOf.get(node)!, indexOf.get(next)!));
      }
    }
    if (lowOf.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };

  for (const node of [...edges.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The report for a set of sources keyed by repo-relative path (only files under features/ are read). */
export function analyseFeatures(sources: ReadonlyMap<string, string>): FeatureGraphReport {
  const files = new Set(sources.keys());
  const crossImports: CrossImport[] = [];
  const edges = new Map<string, Set<string>>();
  for (const [file, source] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    const fromFeature = featureOf(file);
    if (!fromFeature) continue;
    for (const specifier of importSpecifiers(source)) {
      const target = resolveImport(file, specifier, files);
      const toFeature = target ? featureOf(target) : null;
      if (!target || !toFeature || toFeature === fromFeature) continue;
      crossImports.push({ file, specifier, target, fromFeature, toFeature, viaIndex: isIndexOf(target, toFeature) });
      if (!edges.has(fromFeature)) edges.set(fromFeature, new Set());
      edges.get(fromFeature)!.add(toFeature);
    }
  }
  return { crossImports, bypassing: crossImports.filter((entry) => !entry.viaIndex), cycles: cyclesOf(edges) };
}
