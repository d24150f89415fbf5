import { describe, expect, it } from 'vitest';
import { isAdminPath, isAdminRole } from './roles';

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
