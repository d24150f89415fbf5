import { platformCall } from '@/lib/platform/core';
import { loggedResponseSchema, type UserRole } from '@/lib/platform/schemas/accounts';

/**
 * Who may see the admin panel (spec §6: "only if the role is ADMIN or SUPER_ADMIN"). Pure helpers, shared by
 * proxy.ts (the first gate) and the admin layout and server actions (the second one): the role is read from the
 * platform's `GET /logged` with the visitor's token, never from anything the browser could forge.
 */
export const ADMIN_ROLES: readonly UserRole[] = ['ADMIN', 'SUPER_ADMIN'];

export const isAdminRole = (role: string | null | undefined): boolean =>
  role != null && (ADMIN_ROLES as readonly string[]).includes(role);

/** `/admin` and everything below it (`/admin/pages/3/layouts/7`); not `/administration` nor `/admins`. */
export const isAdminPath = (pathname: string): boolean => /^\/admin(?:\/|$)/.test(pathname);

export interface AdminUser {
  id: number;
  email: string;
  role: UserRole;
}

/**
 * The admin behind `token` on site `siteId`, or null: no token, no session, a customer, an unreachable,
 * slow (core.ts's 5 s) or malformed answer. Anything unclear is a refusal (fail closed).
 */
export async function adminUserFor(siteId: number, token: string | null | undefined): Promise<AdminUser | null> {
  if (!token) return null;
  try {
    const { logged, user } = await platformCall('/logged', loggedResponseSchema, { siteId, token, cache: 'no-store' });
    return logged && user && isAdminRole(user.role) ? { id: user.id, email: user.email, role: user.role } : null;
  } catch {
    return null;
  }
}
