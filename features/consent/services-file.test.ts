import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_SERVICE_KEYS } from './services';
import { trimmedServicesFile } from './services-file';

const PACKAGE = path.join(process.cwd(), 'node_modules', 'tarteaucitronjs');

/** The services a file defines, as tarteaucitron would see them after loading it. */
function servicesOf(source: string): Record<string, Record<string, unknown>> {
  const sandbox = { tarteaucitron: { services: {}, user: {}, lang: {} }, window: {}, document: {} };
  runInNewContext(source, sandbox);
  return sandbox.tarteaucitron.services;
}

/** A service with its functions as source text, for comparing two loads of it. */
const comparable = (service: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(service).map(([key, value]) => [key, typeof value === 'function' ? String(value) : value]),
  );

describe.each(['tarteaucitron.services.js', 'tarteaucitron.services.min.js'])(
  'trimmedServicesFile on the package’s %s',
  (file) => {
    const original = readFileSync(path.join(PACKAGE, file), 'utf8');
    const trimmed = trimmedServicesFile(original, CONSENT_SERVICE_KEYS, 'test');

    it('defines exactly the services we register, identical to the package’s', () => {
      const before = servicesOf(original);
      const after = servicesOf(trimmed);
      expect(Object.keys(after)).toEqual([...CONSENT_SERVICE_KEYS]);
      for (const key of CONSENT_SERVICE_KEYS) {
        expect(comparable(after[key]!)).toEqual(comparable(before[key]!));
        expect(after[key]!.key).toBe(key);
        expect(typeof after[key]!.js).toBe('function');
      }
    });

    it('is a small part of the full file', () => {
      expect(Object.keys(servicesOf(original)).length).toBeGreaterThan(100);
      expect(trimmed.length).toBeLessThan(original.length / 10);
    });
  },
);

describe('trimmedServicesFile', () => {
  it('fails the build on a service tarteaucitron does not define', () => {
    expect(() =>
      trimmedServicesFile('tarteaucitron.services.known = { key: "known", js: function () {} };', ['unknown'], 'x'),
    ).toThrow('tarteaucitron has no service "unknown"');
  });

  it('keeps nested values and refuses what it cannot write back', () => {
    const source =
      'tarteaucitron.services.a = { key: "a", cookies: ["x", "y"], n: 2, o: { b: null, f: function () { return 1; } } };';
    expect(servicesOf(trimmedServicesFile(source, ['a'], 'x')).a).toMatchObject({
      key: 'a',
      cookies: ['x', 'y'],
      n: 2,
      o: { b: null },
    });
    expect(() => trimmedServicesFile('tarteaucitron.services.a = { js() {} };', ['a'], 'x')).toThrow(
      'cannot copy the method',
    );
  });
});
