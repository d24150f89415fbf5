import type { Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { ApiConfig, ApiEnv, AuthUser, SiteRef } from './context';
import { ApiError, forbidden, unauthorized } from './errors';

type Method = 'get' | 'post' | 'put' | 'delete';
/** `public`: anyone; `user`: a logged-in member; `admin`: ADMIN or SUPER_ADMIN. */
type Access = 'public' | 'user' | 'admin';

/** A reply with a message of its own (default message is empty) or another status. */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly message = '',
    readonly status: 200 | 201 | 202 = 200,
  ) {}
}
export const reply = <T>(data: T, message = '', status: 200 | 201 | 202 = 200) => new Reply(data, message, status);

export interface UploadedFile {
  /** The multipart key it came under (`image`, `images`, …). */
  field: string;
  file: File;
}

export interface HandlerContext<B, Q, P, A extends Access> {
  c: Context<ApiEnv>;
  db: Db;
  config: ApiConfig;
  site: SiteRef;
  user: A extends 'public' ? AuthUser | null : AuthUser;
  body: B;
  query: Q;
  params: P;
  /** Files of a multipart body (only when `body.type` is multipart). */
  files: UploadedFile[];
}

export interface RouteSpec<B, Q, P, A extends Access> {
  method: Method;
  /** OpenAPI style: `/cart/{cartId}/product/{declinationId}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access?: A;
  /** false for the few routes that need no `idSite` (docs, health). */
  site?: boolean;
  /**
   * A development helper: registered, and in the OpenAPI document, only when `config.devOutbox` is on
   * (ENABLE_DEV_OUTBOX=1). Otherwise the path does not exist at all.
   */
  devOnly?: boolean;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** `multipart` reads a form: object values JSON-decoded, files collected (spec §7 uploads). */
  bodyType?: 'json' | 'multipart';
  /** The `data` of a successful reply, for the OpenAPI document. */
  response?: z.ZodType;
  handler: (ctx: HandlerContext<B, Q, P, A>) => Promise<unknown> | unknown;
}

// Routes are stored with their types erased; defineRoute keeps them for the handler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any, Access>;

export function defineRoute<
  B = undefined,
  Q = Record<string, never>,
  P = Record<string, never>,
  A extends Access = 'public',
>(spec: RouteSpec<B, Q, P, A>): AnyRoute {
  return spec as AnyRoute;
}

/** Per-field messages from a zod error: `{ "address.postalCode": "…" }` (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}

function invalid(where: 'body' | 'query' | 'params', error: z.ZodError): ApiError {
  const key =
    where === 'body' ? 'errors.invalidBody' : where === 'query' ? 'errors.invalidQuery' : 'errors.invalidParams';
  return ApiError.of(400, key, undefined, { errors: fieldErrors(error) });
}

/** Whether a string anywhere in `value` holds U+0000, which PostgreSQL text cannot store (it would fail with a 500). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

function parseOrThrow<T>(schema: z.ZodType<T> | undefined, value: unknown, where: 'body' | 'query' | 'params'): T {
  if (!schema) return (where === 'body' ? undefined : {}) as T;
  if (containsNul(value)) throw ApiError.of(400, 'errors.nulCharacter');
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(where, result.error);
  return result.data;
}

async function readJson(c: Context<ApiEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.of(400, 'errors.malformedJson');
  }
}

async function readMultipart(c: Context<ApiEnv>): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw ApiError.of(415, 'errors.multipartExpected');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw ApiError.of(400, 'errors.malformedMultipart');
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') {
      files.push({ field: key, file: value });
      continue;
    }
    // Spec §7: object values are JSON-encoded in uploads.
    let decoded: unknown = value;
    if (/^\s*[[{]/.test(value)) {
      try {
        decoded = JSON.parse(value);
      } catch {
        decoded = value;
      }
    }
    const previous = fields[key];
    fields[key] =
      previous === undefined ? decoded : Array.isArray(previous) ? [...previous, decoded] : [previous, decoded];
  }
  return { fields, files };
}

/** Wraps a route spec into a Hono handler: access check, validation, envelope. */
export function toHandler(route: AnyRoute) {
  return async (c: Context<ApiEnv>) => {
    const user = c.get('user');
    const access = route.access ?? 'public';
    if (access !== 'public' && !user) throw unauthorized();
    if (access === 'admin' && user && user.role !== 'ADMIN' && user.role !== 'SUPER_ADMIN') throw forbidden();

    const params = parseOrThrow(route.params, c.req.param(), 'params');
    const query = parseOrThrow(route.query, c.req.query(), 'query');
    let body: unknown;
    let files: UploadedFile[] = [];
    if (route.body) {
      if (route.bodyType === 'multipart') {
        const form = await readMultipart(c);
        files = form.files;
        body = parseOrThrow(route.body, form.fields, 'body');
      } else {
        body = parseOrThrow(route.body, await readJson(c), 'body');
      }
    }

    const result = await route.handler({
      c,
      db: c.get('db'),
      config: c.get('deps').config,
      site: c.get('site'),
      user,
      body,
      query,
      params,
      files,
    });
    if (result instanceof Response) return result;
    const out = result instanceof Reply ? result : new Reply(result ?? null);
    if (route.response && c.get('deps').config.validateResponses) {
      const checked = route.response.safeParse(out.data);
      if (!checked.success) {
        throw new Error(
          `${route.method.toUpperCase()} ${route.path} replied outside its contract: ${JSON.stringify(fieldErrors(checked.error))}`,
        );
      }
    }
    return c.json({ success: true, data: out.data, message: out.message }, out.status);
  };
}

/** `/cart/{cartId}` → `/cart/:cartId` */
export const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
