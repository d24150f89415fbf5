import { loggedResponseSchema, type UserRole } from '@/lib/platform/schemas/accounts';

/**
 * Who may see the admin panel (spec §6: "only if the role is ADMIN or SUPER_ADMIN"). Pure helpers, shared by
 * proxy.ts (the first gate) and the admin layout and server actions (the second one): the role is read from the
 * platform's `GET /logged` with the visitor's token, never from anything the browser could forge.
 */
export const ADMIN_ROLES: readonly UserRole[] = ['ADMIN', 'SUPER_ADMIN'];

export const isAdminRole = (role: string | null | undefined): boolean => role != null && (ADMIN_ROLES as readonly string[]).includes(role);

/** `/admin` and everything below it (`/admin/pages/3/layouts/7`); not `/administration` nor `/admins`. */
export const isAdminPath = (pathname: string): boolean => /^\/admin(?:\/|$)/.test(pathname);

export interface AdminUser {
  id: number;
  email: string;
  role: UserRole;
}

/**
 * The admin behind `token` on site `siteId`, or null: no token, no session, a customer, an unreachable or
 * malformed answer. Anything unclear is a refusal (fail closed). `fetchImpl` is injectable for tests.
 */
export async function adminUserFor(
  apiUrl: string,
  siteId: number,
  token: string | null | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<AdminUser | null> {
  if (!token) return null;
  try {
    const response = await fetchImpl(`${apiUrl}/logged`, {
      headers: { idSite: String(siteId), userLang: 'fr_FR', Authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { success?: boolean; data?: unknown };
    if (body.success !== true) return null;
    const parsed = loggedResponseSchema.safeParse(body.data);
    if (!parsed.success || !parsed.data.logged || !parsed.data.user) return null;
    const { user } = parsed.data;
    return isAdminRole(user.role) ? { id: user.id, email: user.email, role: user.role } : null;
  } catch {
    return null;
  }
}
