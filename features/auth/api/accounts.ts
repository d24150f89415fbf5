import { z } from 'zod';
import { browserPlatform } from '@/lib/platform/browser';
import { platformRequest } from '@/lib/platform/client';
import {
  loggedResponseSchema,
  loginResponseSchema,
  registerResponseSchema,
  type LoginBody,
  type RegisterBody,
} from '@/lib/platform/schemas/accounts';

// The accounts calls of spec §7 from the browser, through the storefront's proxy (which keeps the
// token in its HttpOnly cookie: the login answer reaches this code without it).

export const sessionSchema = loggedResponseSchema;
export type Session = z.infer<typeof sessionSchema>;

/** GET /logged: whether this visitor has a live session, and whose (spec §7 "Loaded at start"). */
export async function fetchSession(): Promise<Session> {
  return sessionSchema.parse(await platformRequest(browserPlatform(), { url: '/logged' }));
}

const loginAnswerSchema = loginResponseSchema.omit({ token: true });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /login; the proxy sets the token cookie and strips the token from the answer. */
export async function logIn(body: LoginBody): Promise<LoginAnswer> {
  return loginAnswerSchema.parse(
    await platformRequest(browserPlatform(), { method: 'POST', url: '/login', data: body }),
  );
}

/** POST /logout; the proxy clears both cookies whatever the platform answers. */
export async function logOut(): Promise<void> {
  await platformRequest(browserPlatform(), { method: 'POST', url: '/logout' });
}

/** POST /register (the account is created logged out). */
export async function registerAccount(body: RegisterBody) {
  return registerResponseSchema.parse(
    await platformRequest(browserPlatform(), { method: 'POST', url: '/register', data: body }),
  );
}

/** PUT /password/reset/ask: the same answer whether the e-mail has an account or not. */
export async function askPasswordReset(email: string): Promise<void> {
  await platformRequest(browserPlatform(), { method: 'PUT', url: '/password/reset/ask', data: { email } });
}

/** PUT /password/reset with a reset link's token. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await platformRequest(browserPlatform(), { method: 'PUT', url: '/password/reset', data: { token, password } });
}
