import { platformCall } from '@/lib/platform/core';
import { loggedResponseSchema, type UserRole } from '@/lib/platform/schemas/accounts';
import { isAdminRole } from '@/lib/rules/roles';

// Who may see the admin panel (spec §6: "only if the role is ADMIN or SUPER_ADMIN"), shared by proxy.ts (the first
// gate) and the admin layout and server actions (the second one): the role is read from the platform's `GET /logged`
// with the visitor's token, never from anything the browser could forge. The pure rules are lib/rules/roles.ts.
export { ADMIN_ROLES, isAdminPath, isAdminRole } from '@/lib/rules/roles';

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
