// The admin feature's public surface (issue 5 §4) for proxy.ts: the pure access helpers only. app/admin's
// routes use ./screens.tsx (the screens, requireAdmin), kept apart so the proxy never pulls them in.
export { ADMIN_ROLES, adminUserFor, isAdminPath, isAdminRole, type AdminUser } from './access';
