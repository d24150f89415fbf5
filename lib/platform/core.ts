import { z } from 'zod';
import { PlatformError } from './errors';
import { platformHeaders, type PlatformIdentity } from './identity';

/**
 * The one place that knows how to reach the platform API (spec §6, §7): its address, the headers every call
 * carries, the cookie names, the server-side time limit and the `{ success, data, message }` envelope.
 * No `next/headers` and no axios, so proxy.ts, route handlers and the browser's proxy can use it; the axios
 * clients (client.ts, server.ts, browser.ts) take their headers from it. Outside lib/platform no file names the
 * API's address nor calls `fetch` on it (platform-boundary.test.ts checks it).
 */

/** The local API by default (design.md §2); `API_URL` names the real platform. Read when first needed. */
const DEFAULT_API_URL = 'http://127.0.0.1:4000';
let apiUrl: string | undefined;
/** The platform's base URL, without trailing slash. */
export const platformBaseUrl = (): string => (apiUrl ??= (process.env.API_URL || DEFAULT_API_URL).replace(/\/+$/, ''));

// The identity of a call (cookie names, headers) lives in identity.ts, without zod: the browser's client needs it,
// and this module's envelope schema would carry zod into every page that calls the platform from the browser.
export { PLATFORM_LOCALE, platformHeaders, SITE_COOKIE, TOKEN_COOKIE, type PlatformIdentity } from './identity';

/**
 * How long a server-side call may take before it fails with a `timeout` PlatformError (overridable per call), so a
 * hung platform never hangs a page: `PLATFORM_TIMEOUT_MS` (whole milliseconds, 100 to 120,000), else 5 s. Read once,
 * when the process starts; a value out of range is reported and the default kept.
 */
export const SERVER_TIMEOUT_MS = readTimeout(process.env.PLATFORM_TIMEOUT_MS);

function readTimeout(raw: string | undefined): number {
  if (!raw) return 5_000;
  const parsed = z.coerce.number().int().min(100).max(120_000).safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn(`[platform] PLATFORM_TIMEOUT_MS=${raw} ignored (whole milliseconds, 100 to 120000): 5000 kept`);
  return 5_000;
}

/** A time limit armed on demand (at once, or once a request body is sent) and ended when the headers are in. */
function headersDeadline(ms: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  return {
    signal: controller.signal,
    arm(): void {
      if (done || timer) return;
      timer = setTimeout(() => controller.abort(new DOMException(`no answer in ${ms} ms`, 'TimeoutError')), ms);
    },
    answered(): void {
      done = true;
      clearTimeout(timer);
    },
  };
}

export interface PlatformFetchOptions extends PlatformIdentity {
  method?: string;
  /** `?…` or URLSearchParams appended to the path. */
  search?: string | URLSearchParams;
  /** Headers added to (or overriding) the platform's own. */
  headers?: HeadersInit;
  body?: BodyInit | null;
  /** Milliseconds before a `timeout` PlatformError; SERVER_TIMEOUT_MS by default, `false` for none. */
  timeoutMs?: number | false;
  /**
   * For streams: `timeoutMs` covers the wait for the answer's headers only, counted from the end of a streamed
   * request body. A slow upload (12 MB from a phone) and the answer's body (an image to a slow phone, a generated
   * file) take as long as they take; a platform that never answers is still a `timeout` instead of a request held
   * open for ever.
   */
  untilHeaders?: boolean;
  /** The caller's own abort (a `cancelled` PlatformError, or `timeout` when it is a timeout signal). */
  signal?: AbortSignal;
  cache?: RequestCache;
  redirect?: RequestRedirect;
}

/** The URL of `path` (`/parameter`, or segments already encoded) on the platform. */
function urlOf(path: string, search?: string | URLSearchParams): string {
  const query = search === undefined ? '' : String(search);
  return `${platformBaseUrl()}${path.startsWith('/') ? path : `/${path}`}${query && !query.startsWith('?') ? `?${query}` : query}`;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * One call to the platform, answered as the raw Response (any status): for the browser's proxy, which streams
 * bodies both ways, and for static files (fonts, images). No answer is a PlatformError: `timeout`, `cancelled`
 * or `network` (the raw error kept as `cause`).
 */
export async function platformFetch(path: string, options: PlatformFetchOptions = {}): Promise<Response> {
  const { method = 'GET', search, timeoutMs = SERVER_TIMEOUT_MS, untilHeaders, signal, cache, redirect } = options;
  const headers = new Headers(platformHeaders(options));
  new Headers(options.headers).forEach((value, name) => headers.set(name, value));
  let body = options.body;
  let limit: AbortSignal | undefined;
  const deadline = untilHeaders && timeoutMs !== false ? headersDeadline(timeoutMs) : null;
  if (deadline) {
    limit = deadline.signal;
    if (body instanceof ReadableStream) body = body.pipeThrough(new TransformStream({ flush: deadline.arm }));
    else deadline.arm();
  } else if (timeoutMs !== false) limit = AbortSignal.timeout(timeoutMs);
  const signals = [signal, limit].filter((s): s is AbortSignal => s !== undefined);
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body, cache, redirect };
  if (signals.length > 0) init.signal = signals.length === 1 ? signals[0] : AbortSignal.any(signals);
  // Node's fetch sends a stream body only half-duplex (RequestInit of the DOM library does not know the field).
  if (body instanceof ReadableStream) init.duplex = 'half';
  try {
    return await fetch(urlOf(path, search), init);
  } catch (error) {
    const reason = init.signal?.aborted ? init.signal.reason : error;
    if (isTimeout(reason))
      throw new PlatformError('timeout', `${method} ${path}: no answer in time`, null, null, { cause: error });
    if (isAbort(reason)) throw new PlatformError('cancelled', '', null, null, { cause: error });
    throw new PlatformError('network', error instanceof Error ? error.message : String(error), null, null, {
      cause: error,
    });
  } finally {
    deadline?.answered();
  }
}

/** The envelope with `data` left unchecked: whether an answer is one at all. */
const anyEnvelope = z.object({ success: z.boolean(), data: z.unknown(), message: z.string() });

/** A body read as an envelope (its `data` unchecked), or null when it is none (not JSON, another shape). */
export async function readEnvelope(response: Response): Promise<z.output<typeof anyEnvelope> | null> {
  const parsed = anyEnvelope.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : null;
}

/**
 * An answer's body as the envelope of spec §7, its `data` parsed with `data`. Throws a PlatformError:
 * `refused` when the platform says `success: false` (its message and data kept, whatever the status), `http`
 * when the body is no envelope, or `success: true` comes with an error status or data of another shape.
 */
export function parseEnvelope<T extends z.ZodType>(status: number, body: unknown, data: T): z.output<T> {
  const envelope = anyEnvelope.safeParse(body);
  if (!envelope.success) throw new PlatformError('http', `Réponse inattendue de la plateforme (${status})`, status);
  if (!envelope.data.success)
    throw new PlatformError('refused', envelope.data.message, status, envelope.data.data ?? null);
  if (status >= 400) throw new PlatformError('http', envelope.data.message || `HTTP ${status}`, status);
  const parsed = data.safeParse(envelope.data.data);
  if (!parsed.success)
    throw new PlatformError('http', 'Réponse inattendue de la plateforme', status, null, { cause: parsed.error });
  return parsed.data;
}

/**
 * One call whose answer is an envelope: returns its `data`, parsed with `data`. Every failure is a PlatformError
 * (see `platformFetch` and `parseEnvelope`); the time limit covers the body too.
 */
export async function platformCall<T extends z.ZodType>(
  path: string,
  data: T,
  options: PlatformFetchOptions = {},
): Promise<z.output<T>> {
  const response = await platformFetch(path, options);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isTimeout(error))
      throw new PlatformError(
        'timeout',
        `${options.method ?? 'GET'} ${path}: body not read in time`,
        response.status,
        null,
        { cause: error },
      );
    body = undefined;
  }
  return parseEnvelope(response.status, body, data);
}
