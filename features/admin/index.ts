// The admin feature's public surface (issue 5 §4). proxy.ts uses the pure access helpers; app/admin the rest.
export { ADMIN_ROLES, adminUserFor, isAdminPath, isAdminRole, type AdminUser } from './access';
