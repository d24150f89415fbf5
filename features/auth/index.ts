// The auth feature's public surface for other features (spec §4 "Login", §7 "Accounts"). Client-safe only:
// routes assemble the screens and the server-side settings (registration-settings.ts) themselves.
export { AUTH_QUERY_ROOT, LOGGED_OUT, sessionQuery, useLogout, useSession } from './hooks/use-session';
export { safeRedirect, type RegisterFormSettings } from './schemas';
