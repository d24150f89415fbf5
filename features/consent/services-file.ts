import { runInNewContext } from 'node:vm';

/**
 * tarteaucitron loads `tarteaucitron.services(.min).js` next to itself: the definitions of its ~240 services,
 * 35 kB gzip that every visitor of a site with trackers downloaded and ran before the banner showed. We
 * register at most six (services.ts), so the build (scripts/copy-tarteaucitron.ts) writes a file of those
 * alone, in the same place, read from the package's own file: tarteaucitron's code, fewer services.
 *
 * The package's file only assigns `tarteaucitron.services.<key> = {…}`; it is run in an empty sandbox (no
 * browser, nothing of ours) and each kept service is written back as an object literal, its functions as
 * their own source text (minified in the .min file, since that is what they are read from).
 */
export function trimmedServicesFile(source: string, keys: readonly string[], banner: string): string {
  const sandbox = {
    tarteaucitron: { services: {} as Record<string, unknown>, user: {}, lang: {} },
    window: {},
    document: {},
  };
  runInNewContext(source, sandbox, { timeout: 5000 });
  const services = sandbox.tarteaucitron.services;
  const definitions = keys.map((key) => {
    const service = services[key];
    if (!isPlainObject(service)) throw new Error(`tarteaucitron has no service "${key}" in this version`);
    return `tarteaucitron.services[${JSON.stringify(key)}]=${literal(service)};`;
  });
  return `/* ${banner} */\n${definitions.join('\n')}\n`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as source text: strings, numbers, booleans, null, arrays, plain objects and functions. */
function literal(value: unknown): string {
  if (typeof value === 'function') {
    const text = Function.prototype.toString.call(value);
    // Method shorthand (`js() {…}`) is not an expression on its own.
    if (!/^(async\s+)?(function\b|\(|[\w$]+\s*=>)/.test(text))
      throw new Error(`cannot copy the method ${text.slice(0, 40)}…`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`;
  if (isPlainObject(value))
    return `{${Object.entries(value)
      .map(([key, v]) => `${JSON.stringify(key)}:${literal(v)}`)
      .join(',')}}`;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}
