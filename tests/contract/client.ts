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
// eslint-disable-next-line @typescript-eslint/no-explicit-any
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
