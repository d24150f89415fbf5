import { inject } from 'vitest';

export interface CallOptions {
  /** idSite header; `null` sends none. Default: 1, the salon. */
  site?: number | string | null;
  token?: string | null;
  /** JSON body (or a raw string, sent as is). */
  body?: unknown;
  /** Multipart body. */
  form?: FormData;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: { success: boolean; data: T; message: string };
  headers: Headers;
}

/** Calls the contract-test API server and parses the envelope. */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const site = options.site === undefined ? 1 : options.site;
  if (site !== null) headers.idSite = String(site);
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (typeof options.body === 'string') {
    body = options.body;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${inject('apiUrl')}${path}`, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  let parsed: CallResult<T>['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A unique e-mail for tests that register users (the server is shared by every test file). */
export const uniqueEmail = (prefix = 'test') =>
  `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;

/** The password of every seeded account (README). */
export const SEED_PASSWORD = 'Motdepasse1!';

/** Logs in and returns the token; fails the test with the server's message otherwise. */
export async function loginAs(email: string, site = 1, password = SEED_PASSWORD): Promise<string> {
  const res = await call('post', '/login', { site, body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} on site ${site}: ${res.status} ${res.body.message}`);
  return res.body.data.token as string;
}

/** Registers a fresh adult member on a site, logs in, and returns the token. */
export async function registerMember(site = 1, prefix = 'member'): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await call('post', '/register', {
    site,
    body: {
      firstname: 'Lucie',
      lastname: 'Martin',
      email,
      phone: '0612345678',
      password: SEED_PASSWORD,
      birthdate: '1990-05-04',
      termsAccepted: true,
    },
  });
  if (res.status !== 201) throw new Error(`register on site ${site}: ${res.status} ${res.body.message}`);
  return loginAs(email, site);
}
