/**
 * Spec §6 "Roles and permissions": who is an admin, and where the admin panel lives. Pure and import-free, shared by
 * the request gate and the panel (features/admin/access.ts reads the role from the platform, never from the
 * browser) and by the screens that lead to the panel (« Mon compte », the log-in's return).
 */
export const ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const;

/** ADMIN or SUPER_ADMIN, as the platform spells them; anything else (a customer, a typo, nothing) is not. */
export const isAdminRole = (role: string | null | undefined): boolean =>
  role != null && (ADMIN_ROLES as readonly string[]).includes(role);

/** `/admin` and everything below it (`/admin/pages/3/layouts/7`); not `/administration` nor `/admins`. */
export const isAdminPath = (pathname: string): boolean => /^\/admin(?:\/|$)/.test(pathname);
