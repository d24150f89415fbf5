import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { Envelope } from './envelope';
import { platformHeaders } from './identity';

// The error type lives apart from axios, so browser code can recognise it without loading axios.
import { isPlatformError, PlatformError } from './errors';
export { isPlatformError, PlatformError, type PlatformErrorKind } from './errors';

export interface PlatformClientOptions {
  baseURL: string;
  /** The site (spec §7 default header `idSite`); the browser's proxy adds it from the host instead. */
  siteId?: number;
  /** The session token (server side only: the browser never holds it). */
  token?: string | null;
  /** spec §7 `userLang` header. */
  locale?: string;
  timeoutMs?: number;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  'success' in body &&
  typeof (body as Envelope<unknown>).success === 'boolean';

/**
 * What an axios failure says, without its request, config and socket: an AxiosError logged as a cause is some
 * sixty lines per failed call, which buried the one line that matters when the platform was down (issue 17).
 */
function axiosCause(error: AxiosError): Error {
  const { method, url } = error.config ?? {};
  const where = [method?.toUpperCase(), url].filter(Boolean).join(' ');
  return Object.assign(new Error(`${where}: ${error.code ?? 'ERR'} ${error.message}`), { code: error.code });
}

/** Turns whatever axios rejected with into a PlatformError (spec §8). */
export function toPlatformError(error: unknown): PlatformError {
  if (isPlatformError(error)) return error;
  if (axios.isCancel(error)) return new PlatformError('cancelled', '', null, null, { cause: error });
  if (axios.isAxiosError(error)) {
    const response = error.response;
    const cause = axiosCause(error);
    if (!response) return new PlatformError('network', error.message, null, null, { cause });
    const body = response.data;
    if (isEnvelope(body))
      return new PlatformError('refused', body.message, response.status, body.data ?? null, { cause });
    return new PlatformError('http', error.message, response.status, null, { cause });
  }
  return new PlatformError('network', error instanceof Error ? error.message : String(error), null, null, {
    cause: error,
  });
}

/**
 * One axios instance per caller (per request on the server): sends `userLang`, `idSite` and
 * `Authorization`, and rejects every failure as a PlatformError — including a 200 whose envelope
 * says `success: false`.
 */
export function createPlatformClient(options: PlatformClientOptions): AxiosInstance {
  const headers = platformHeaders(options);
  const client = axios.create({ baseURL: options.baseURL, headers, timeout: options.timeoutMs ?? 10_000 });
  client.interceptors.response.use(
    (response) => {
      if (isEnvelope(response.data) && !response.data.success) {
        throw new PlatformError('refused', response.data.message, response.status, response.data.data ?? null);
      }
      return response;
    },
    (error: unknown) => Promise.reject(toPlatformError(error)),
  );
  return client;
}

/** Calls the platform and returns the envelope's `data`. */
export async function platformRequest<T>(client: AxiosInstance, config: AxiosRequestConfig): Promise<T> {
  const response = await client.request<Envelope<T>>(config);
  if (!isEnvelope(response.data))
    throw new PlatformError('http', 'Réponse inattendue de la plateforme', response.status);
  return response.data.data;
}

// Pure, in a module of its own so browser code can build a query without loading axios.
export { listParams } from './list-params';

/**
 * A multipart body (spec §7 uploads): object values JSON-encoded, one file under `image`,
 * several under `images`.
 */
export function toMultipart(values: Record<string, unknown>, files: { image?: Blob; images?: Blob[] } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (files.image) form.append('image', files.image);
  for (const file of files.images ?? []) form.append('images', file);
  return form;
}
