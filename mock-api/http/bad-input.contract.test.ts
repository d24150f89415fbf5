import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../../tests/contract/client';
import { allRoutes } from '../routes';

/**
 * Issue 2 §7 "Bad input": every call, fed malformed or hostile input, answers a 4xx envelope
 * with a French message — never a 500. Runs over the whole route table, so a new route is covered at once.
 */
const hostile = {
  sql: "1' OR '1'='1'; DROP TABLE app_user; --",
  script: '<script>alert(1)</script>',
  long: 'é'.repeat(20_000),
  // PostgreSQL text cannot hold U+0000: stored as is, it failed with a 500.
  nul: 'avant\u0000après',
};

let adminToken = '';
let customerToken = '';

beforeAll(async () => {
  adminToken = await loginAs('admin@salon.test');
  customerToken = await loginAs('client@salon.test');
});

const tokenFor = (access: string | undefined) =>
  access === 'admin' ? adminToken : access === 'user' ? customerToken : null;
const withParams = (path: string, value: string) => path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));

function expectRefusal(res: { status: number; body: { success: boolean; message: string } }, label: string) {
  expect(res.status, `${label} → ${res.status} ${res.body.message}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label} → ${res.status} ${res.body.message}`).toBeLessThan(500);
  expect(res.body.success).toBe(false);
  expect(res.body.message.length).toBeGreaterThan(0);
}

const siteRoutes = allRoutes.filter((r) => r.site !== false && !r.path.startsWith('/dev/'));

describe('bad input never becomes a 500', () => {
  it.each(siteRoutes.filter((r) => r.body && r.bodyType !== 'multipart').map((r) => [r.method, r.path, r] as const))(
    '%s %s refuses malformed JSON, wrong types and hostile strings',
    async (method, path, route) => {
      const token = tokenFor(route.access);
      const url = withParams(path, '1');
      for (const body of ['{"broken":', '[1,2,3]', '"just a string"', 'null']) {
        const res = await call(method, url, { body, token });
        // An unknown id may legitimately be checked first (404); anything but a 5xx is an answer.
        expect(res.status, `${method} ${url} with ${body}`).toBeLessThan(500);
        if (res.status < 400) expect(res.body.success).toBe(true);
      }
      const wrongTypes = {
        email: 12,
        password: false,
        quantity: 'beaucoup',
        products: 'none',
        html: { a: 1 },
        type: [],
      };
      const res = await call(method, url, { body: wrongTypes, token });
      expect(res.status, `${method} ${url} with wrong types`).toBeLessThan(500);
      for (const value of Object.values(hostile)) {
        const hostileBody = {
          email: value,
          password: value,
          firstname: value,
          message: value,
          quantity: value,
          discountCode: value,
          html: value,
          type: value,
        };
        const hostileRes = await call(method, url, { body: hostileBody, token });
        expect(hostileRes.status, `${method} ${url} with a hostile string`).toBeLessThan(500);
      }
    },
  );

  it.each(siteRoutes.filter((r) => /\{\w+\}/.test(r.path)).map((r) => [r.method, r.path, r] as const))(
    '%s %s refuses hostile path parameters',
    async (method, path, route) => {
      const token = tokenFor(route.access);
      for (const value of [hostile.sql, hostile.script, hostile.nul, '-1', '99999999999999999999', 'é'.repeat(300)]) {
        const res = await call(method, withParams(path, value), { token, body: route.body ? {} : undefined });
        expect(res.status, `${method} ${path} with ${value.slice(0, 20)}`).toBeLessThan(500);
        if (res.status >= 400) expectRefusal(res, `${method} ${path}`);
      }
    },
  );

  it.each(siteRoutes.filter((r) => r.method === 'get' && r.query).map((r) => [r.path, r] as const))(
    'GET %s refuses hostile query strings',
    async (path, route) => {
      const token = tokenFor(route.access);
      const url = withParams(path, '1');
      const query = `nbItem=${encodeURIComponent(hostile.sql)}&page=-3&orderBy=${encodeURIComponent(hostile.script)}&name=${encodeURIComponent('lk:' + hostile.sql)}&title=${encodeURIComponent(hostile.nul)}`;
      const res = await call('get', `${url}?${query}`, { token });
      expect(res.status, `GET ${url}?${query}`).toBeLessThan(500);
    },
  );
});
