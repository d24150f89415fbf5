import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformBaseUrl } from '@/lib/platform/core';
import { adminUserFor } from './access';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LOGGED = `${platformBaseUrl()}/logged`;
let seen: Request[] = [];
const answer = (body: unknown, status = 200) =>
  server.use(
    http.get(LOGGED, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
const logged = (role: string) => ({
  success: true,
  message: '',
  data: { logged: true, user: { id: 5, email: 'a@b.fr', role } },
});

describe('adminUserFor', () => {
  beforeEach(() => {
    seen = [];
  });
  it('asks GET /logged with the token, the site and the locale', async () => {
    answer(logged('ADMIN'));
    expect(await adminUserFor(2, 'tok')).toEqual({ id: 5, email: 'a@b.fr', role: 'ADMIN' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('idSite')).toBe('2');
    expect(seen[0]!.headers.get('userLang')).toBe('fr_FR');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok');
  });
  it('accepts a super admin', async () => {
    answer(logged('SUPER_ADMIN'));
    expect((await adminUserFor(1, 'tok'))?.role).toBe('SUPER_ADMIN');
  });
  it('refuses a customer', async () => {
    answer(logged('CUSTOMER'));
    expect(await adminUserFor(1, 'tok')).toBeNull();
  });
  it('refuses without a token, without asking', async () => {
    answer(logged('ADMIN'));
    expect(await adminUserFor(1, undefined)).toBeNull();
    expect(seen).toHaveLength(0);
  });
  it('fails closed: logged out, HTTP error, refusal, malformed answer, network failure', async () => {
    answer({ success: true, message: '', data: { logged: false, user: null } });
    expect(await adminUserFor(1, 't')).toBeNull();
    answer(logged('ADMIN'), 500);
    expect(await adminUserFor(1, 't')).toBeNull();
    answer({ success: false, message: 'Session expirée.', data: null }, 401);
    expect(await adminUserFor(1, 't')).toBeNull();
    answer({ success: true, data: { logged: true, user: { role: 'ADMIN' } } });
    expect(await adminUserFor(1, 't')).toBeNull();
    server.use(http.get(LOGGED, () => HttpResponse.error()));
    expect(await adminUserFor(1, 't')).toBeNull();
  });
});
