import { describe, expect, it, vi } from 'vitest';
import { adminUserFor, isAdminPath, isAdminRole } from './access';

describe('isAdminPath', () => {
  it.each(['/admin', '/admin/', '/admin/pages/3', '/admin/pages/3/layouts/7'])('%s is an admin path', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });
  it.each(['/', '/administration', '/admins', '/femme/admin', '/api/platform/admin/page'])('%s is not', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });
});

describe('isAdminRole (spec §6: ADMIN or SUPER_ADMIN only)', () => {
  it('accepts the two admin roles', () => {
    expect(isAdminRole('ADMIN')).toBe(true);
    expect(isAdminRole('SUPER_ADMIN')).toBe(true);
  });
  it('refuses customers, unknown roles and nothing', () => {
    expect(isAdminRole('CUSTOMER')).toBe(false);
    expect(isAdminRole('admin')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
  });
});

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
const logged = (role: string) => ({ success: true, message: '', data: { logged: true, user: { id: 5, email: 'a@b.fr', role } } });

describe('adminUserFor', () => {
  it('asks GET /logged with the token, the site and the locale', async () => {
    const fetchImpl = answer(logged('ADMIN'));
    expect(await adminUserFor('http://api', 2, 'tok', fetchImpl)).toEqual({ id: 5, email: 'a@b.fr', role: 'ADMIN' });
    const [url, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('http://api/logged');
    expect(init.headers).toMatchObject({ idSite: '2', userLang: 'fr_FR', Authorization: 'Bearer tok' });
  });
  it('accepts a super admin', async () => {
    expect((await adminUserFor('http://api', 1, 'tok', answer(logged('SUPER_ADMIN'))))?.role).toBe('SUPER_ADMIN');
  });
  it('refuses a customer', async () => {
    expect(await adminUserFor('http://api', 1, 'tok', answer(logged('CUSTOMER')))).toBeNull();
  });
  it('refuses without a token, without asking', async () => {
    const fetchImpl = answer(logged('ADMIN'));
    expect(await adminUserFor('http://api', 1, undefined, fetchImpl)).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it('fails closed: logged out, HTTP error, malformed answer, network failure', async () => {
    expect(await adminUserFor('http://api', 1, 't', answer({ success: true, message: '', data: { logged: false, user: null } }))).toBeNull();
    expect(await adminUserFor('http://api', 1, 't', answer(logged('ADMIN'), 500))).toBeNull();
    expect(await adminUserFor('http://api', 1, 't', answer({ success: true, data: { logged: true, user: { role: 'ADMIN' } } }))).toBeNull();
    const failing = vi.fn(async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    expect(await adminUserFor('http://api', 1, 't', failing)).toBeNull();
  });
});
