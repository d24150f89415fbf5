import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/mock-api/routes';
import { BROWSER_CALLS, findBrowserCall } from './browser-calls';

// The allow-list of the browser proxy (issue 12, finding 1), checked as a table.

/** A concrete path for a pattern: each placeholder replaced by a value its matcher accepts. */
const SAMPLES: Record<string, string> = {
  id: '7',
  productId: '12',
  declinationId: '1004',
  idDeclination: '3',
  idCountry: '1',
  idPage: '1',
  idLayout: '2',
  cartId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
  route: 'events',
  search: 'Saint-Étienne',
  month: '6',
  year: '2026',
  app: 'PRODUCT_FILE_GENERATOR',
  provider: 'stripe',
};
const sample = (path: string) => path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => SAMPLES[name]!);
const segments = (path: string) => path.slice(1).split('/');

describe('BROWSER_CALLS', () => {
  it('has no duplicate', () => {
    const keys = BROWSER_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(BROWSER_CALLS.map((call) => [call.method, call.path] as const))(
    '%s %s matches a sample of itself',
    (method, path) => {
      expect(findBrowserCall(method, segments(sample(path)))).toEqual({ method, path });
    },
  );

  // Every allowed call is one the platform has (a typo would silently 404): checked against the local stand-in.
  it.each(BROWSER_CALLS.map((call) => [call.method, call.path] as const))(
    '%s %s is a call of the platform',
    (method, path) => {
      const concrete = sample(path);
      const known = allRoutes.some(
        (route) =>
          route.method.toUpperCase() === method &&
          new RegExp(`^${route.path.replace(/\{[a-zA-Z]+\}/g, '[^/]+')}$`).test(concrete),
      );
      expect(known, concrete).toBe(true);
    },
  );

  it('allows nothing of the development, documentation, health or image calls', () => {
    for (const route of allRoutes.filter((r) => /^\/(dev|docs|openapi|health|images)\b/.test(r.path))) {
      expect(
        findBrowserCall(route.method, segments(sample(route.path.replace(/\{[a-zA-Z]+\}/g, '{id}')))),
      ).toBeUndefined();
    }
    for (const path of [
      '/dev/outbox',
      '/openapi.json',
      '/docs',
      '/docs/init.js',
      '/docs/assets/x.css',
      '/health',
      '/images/1/a.png',
    ]) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'])
        expect(findBrowserCall(method, segments(path)), `${method} ${path}`).toBeUndefined();
    }
  });

  it('HEAD is a GET; methods are compared without regard to case, paths with', () => {
    expect(findBrowserCall('HEAD', ['product', '1'])?.path).toBe('/product/{id}');
    expect(findBrowserCall('get', ['product', '1'])?.path).toBe('/product/{id}');
    expect(findBrowserCall('GET', ['Product', '1'])).toBeUndefined();
    expect(findBrowserCall('PATCH', ['user'])).toBeUndefined();
  });

  it('placeholders take one whole segment of their own shape', () => {
    expect(findBrowserCall('GET', ['product', '1x'])).toBeUndefined();
    expect(findBrowserCall('GET', ['product', ' 1'])).toBeUndefined();
    expect(findBrowserCall('GET', ['custom-', 'public-key'])).toBeUndefined();
    expect(findBrowserCall('GET', ['stripe', 'public-key'])).toBeUndefined();
    expect(findBrowserCall('GET', ['calendar', '1', 'date', 'allowed', '13', '2026'])).toBeUndefined();
    expect(findBrowserCall('GET', ['element', '../dev', '1'])).toBeUndefined();
    expect(findBrowserCall('GET', ['cities', 'a'.repeat(101), '1'])).toBeUndefined();
    expect(findBrowserCall('POST', ['cart', 'new', 'product', '1', 'x'])).toBeUndefined();
  });
});
