import type { z } from 'zod';
import { browserPlatform } from '@/lib/platform/browser';
import { platformRequest } from '@/lib/platform/client';
import type {
  loggedResponseSchema,
  loginResponseSchema,
  LoginBody,
  RegisterBody,
} from '@/lib/platform/schemas/accounts';

// The accounts calls of spec §7 from the browser, through the storefront's proxy (which keeps the
// token in its HttpOnly cookie: the login answer reaches this code without it). Every answer is parsed; the
// schemas (and zod) load with the first call, not with the page: a screen that only asks whether the visitor is
// logged in does not carry zod in its first paint.

const contract = () => import('@/lib/platform/schemas/accounts');

export type Session = z.infer<typeof loggedResponseSchema>;

/** GET /logged: whether this visitor has a live session, and whose (spec §7 "Loaded at start"). */
export async function fetchSession(): Promise<Session> {
  const raw = await platformRequest(browserPlatform(), { url: '/logged' });
  return (await contract()).loggedResponseSchema.parse(raw);
}

export type LoginAnswer = Omit<z.infer<typeof loginResponseSchema>, 'token'>;

/** POST /login; the proxy sets the token cookie and strips the token from the answer. */
export async function logIn(body: LoginBody): Promise<LoginAnswer> {
  const raw = await platformRequest(browserPlatform(), { method: 'POST', url: '/login', data: body });
  return (await contract()).loginResponseSchema.omit({ token: true }).parse(raw);
}

/** POST /logout; the proxy clears both cookies whatever the platform answers. */
export async function logOut(): Promise<void> {
  await platformRequest(browserPlatform(), { method: 'POST', url: '/logout' });
}

/** POST /register (the account is created logged out). */
export async function registerAccount(body: RegisterBody) {
  const raw = await platformRequest(browserPlatform(), { method: 'POST', url: '/register', data: body });
  return (await contract()).registerResponseSchema.parse(raw);
}

/** PUT /password/reset/ask: the same answer whether the e-mail has an account or not. */
export async function askPasswordReset(email: string): Promise<void> {
  await platformRequest(browserPlatform(), { method: 'PUT', url: '/password/reset/ask', data: { email } });
}

/** PUT /password/reset with a reset link's token. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await platformRequest(browserPlatform(), { method: 'PUT', url: '/password/reset', data: { token, password } });
}
