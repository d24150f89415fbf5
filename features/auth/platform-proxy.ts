import { siteFromEnv } from '@/lib/site/sites';
import { trustedClientAddress } from '@/lib/client-address';
import { decodedOrNull } from '@/lib/request-gate';
import { z } from 'zod';
import { platformFetch, readEnvelope, SITE_COOKIE, TOKEN_COOKIE } from '@/lib/platform/core';
import { PlatformError } from '@/lib/platform/errors';
import messages from '@/messages/fr.json';
import { findBrowserCall } from './browser-calls';

const m = messages.platformProxy;
const g = messages.gate;

/** Spec §6/§9: the token and site-id cookies last 86400 s, path /, on the parent domain. */
export const SESSION_MAX_AGE = 86_400;
/** The browser may send at most this much through the proxy (uploads included), like the platform. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;
// `idempotency-key`: POST /order's key (issue 14: one order per checkout, however often "Payer" is pressed).
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'user-agent', 'idempotency-key'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'retry-after'];
/** A log-in's answer: its token goes into the HttpOnly cookie, the rest (the user) to the browser. */
const loginAnswer = z.looseObject({ token: z.string().min(1), idSite: z.number().int().optional() });

interface Envelope {
  success: boolean;
  data: unknown;
  message: string;
}

/** Hosts on which `INSECURE_COOKIES=1` may drop Secure in production: the machine itself, never a public name. */
function isLoopbackHost(host: string | null): boolean {
  const raw = (host ?? '').trim().toLowerCase();
  const name = raw.startsWith('[') ? raw.slice(1, raw.indexOf(']')) : raw.replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

let insecureCookiesWarned = false;

/**
 * Secure on the session cookies: always in production. `INSECURE_COOKIES=1` (a plain-HTTP test deployment) drops it
 * only for a loopback host: on a public host the cookie would cross the network in clear, so it is refused (once logged).
 */
function secureCookies(host: string | null): boolean {
  if (process.env.NODE_ENV !== 'production') return false;
  if (process.env.INSECURE_COOKIES !== '1') return true;
  if (isLoopbackHost(host)) return false;
  if (!insecureCookiesWarned) {
    insecureCookiesWarned = true;
    console.warn(
      '[platform-proxy] INSECURE_COOKIES=1 is ignored in production for a host that is not loopback (localhost, 127.0.0.1, ::1, *.localhost): ' +
        'the session cookies keep Secure. Serve the site over HTTPS.',
    );
  }
  return true;
}

/**
 * Spec §6: the session cookies are for the parent domain. COOKIE_DOMAIN lists the sites' parent domains
 * (`.salon.example.fr,.coteaux-dores.fr`); a request's cookies take the one its host is under, so one server serving
 * several sites gives each its own. A host under none of them (or no list) keeps host-only cookies: a Domain the
 * browser would refuse would break the log-in.
 */
export function cookieDomainFor(host: string | null, configured = process.env.COOKIE_DOMAIN): string | null {
  if (!host || !configured) return null;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  for (const entry of configured.split(',')) {
    const domain = entry.trim().toLowerCase().replace(/^\./, '');
    if (domain && (name === domain || name.endsWith(`.${domain}`))) return `.${domain}`;
  }
  return null;
}

function cookie(name: string, value: string, maxAge: number, secure: boolean, domain: string | null): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (name === TOKEN_COOKIE) parts.push('HttpOnly');
  if (domain) parts.push(`Domain=${domain}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

const readCookie = (request: Request, name: string) =>
  request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

function json(status: number, body: Envelope, headers = new Headers()): Response {
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

const refuse = (status: number, message: string, headers?: Headers) =>
  json(status, { success: false, data: null, message }, headers);

/**
 * A 413 closes the connection: the rest of the body is never read, and a keep-alive connection with unread bytes
 * would hold the next request behind them.
 */
const tooLarge = () => refuse(413, m.tooLarge, new Headers({ connection: 'close' }));

/** Whether `Origin` names this very host over http(s). Anything malformed (`null`, `file:`, garbage) is not. */
function sameOrigin(origin: string | null, host: string | null): boolean {
  if (!origin || !host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.trim().toLowerCase();
}

/** A decoded segment that is not one segment: empty (`//`), a dot segment, or holding a separator. */
const badSegment = (segment: string) => segment === '' || segment === '.' || segment === '..' || /[/\\]/.test(segment);

/**
 * The request body as a stream that stops past MAX_BODY_BYTES, without buffering it: the platform reads it as it
 * comes. Past the limit the stream errors (the upstream call fails) and `state.tooLarge` tells why. The source is
 * released, not cancelled: cancelling would destroy the client's socket before it could read the 413.
 */
function limitedBody(source: ReadableStream<Uint8Array>, state: { tooLarge: boolean }): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > MAX_BODY_BYTES) {
        state.tooLarge = true;
        reader.releaseLock();
        return controller.error(new Error('request body over the limit'));
      }
      controller.enqueue(value);
    },
    cancel() {
      try {
        reader.releaseLock();
      } catch {
        // A read still pending: the source is left to the server, which closes the connection.
      }
    },
  });
}

/**
 * The browser's only way to the platform (design.md §5): same origin, forwards through lib/platform/core.ts with `Authorization`
 * from the HttpOnly token cookie and `idSite` from the host. Log-in and log-out set and clear the cookies here,
 * and the token is stripped from the body: browser JavaScript never sees it.
 *
 * Only what a browser needs reaches the platform (issue 12):
 * - cross-site requests are refused, reads included (`Sec-Fetch-Site` other than `same-origin`: a GET changes
 *   state too, e.g. `GET /cart/{id}/default`); writes must also carry this host's `Origin`;
 * - only the calls of `BROWSER_CALLS` (browser-calls.ts) are forwarded: anything else is a 404 the platform never sees;
 * - bodies are streamed and cut past 12 MB (413), whether or not they announce a length;
 * - the client address goes along only when the production server (server/main.mts) computed it.
 */
export async function proxyToPlatform(request: Request, path: string[]): Promise<Response> {
  const method = request.method.toUpperCase();
  const host = request.headers.get('host');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return refuse(403, m.crossSite);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (hasBody && !sameOrigin(request.headers.get('origin'), host)) return refuse(403, m.unknownOrigin);
  if (path.some(badSegment)) return refuse(400, m.invalidPath);
  if (!findBrowserCall(method, path)) return refuse(404, m.unknownCall);
  const declaredLength = request.headers.get('content-length');
  if (Number(declaredLength ?? 0) > MAX_BODY_BYTES) return tooLarge();

  const siteId = siteFromEnv(host);
  // A host outside SITES is no site of ours: the same 421 as the request gate's (issue 12 §4).
  if (siteId === null) return refuse(421, g.misdirected);
  // idSite, userLang and Authorization come from lib/platform/core.ts; these only pass on what the browser said.
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const rawToken = readCookie(request, TOKEN_COOKIE);
  // A malformed escape in the cookie is no session, not a 500.
  const token = rawToken ? decodedOrNull(rawToken) : null;
  const client = trustedClientAddress(request.headers);
  if (client) headers.set('X-Forwarded-For', client);

  const body = { tooLarge: false };
  let upstream: Response;
  try {
    upstream = await platformFetch(path.map(encodeURIComponent).join('/'), {
      method,
      siteId,
      token,
      search: new URL(request.url).search,
      headers,
      body: hasBody && request.body && declaredLength !== '0' ? limitedBody(request.body, body) : undefined,
      // The server-side limit on the wait for the answer only: a slow upload (12 MB from a phone) and a streamed
      // answer (a generated file) take what they take, a platform that never answers does not hold the request.
      untilHeaders: true,
      redirect: 'manual',
    });
  } catch (error) {
    if (body.tooLarge) return tooLarge();
    return refuse(error instanceof PlatformError && error.kind === 'timeout' ? 504 : 502, m.unreachable);
  }

  const endpoint = path.join('/');
  const secure = secureCookies(host);
  const domain = cookieDomainFor(host);
  const responseHeaders = new Headers({ 'cache-control': 'no-store' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value && name !== 'cache-control') responseHeaders.set(name, value);
  }

  if (method === 'POST' && endpoint === 'login' && upstream.ok) {
    const answer = await readEnvelope(upstream);
    if (answer === null) return refuse(502, m.unreachable);
    const session = loginAnswer.safeParse(answer.data);
    if (answer.success && session.success) {
      const { token: newToken, ...rest } = session.data;
      responseHeaders.append('set-cookie', cookie(TOKEN_COOKIE, newToken, SESSION_MAX_AGE, secure, domain));
      responseHeaders.append(
        'set-cookie',
        cookie(SITE_COOKIE, String(rest.idSite ?? siteId), SESSION_MAX_AGE, secure, domain),
      );
      return json(upstream.status, { ...answer, data: rest }, responseHeaders);
    }
    return json(upstream.status, answer, responseHeaders);
  }
  if (method === 'POST' && endpoint === 'logout') {
    // Spec §4: logout clears both cookies, whatever the platform answered.
    responseHeaders.append('set-cookie', cookie(TOKEN_COOKIE, '', 0, secure, domain));
    responseHeaders.append('set-cookie', cookie(SITE_COOKIE, '', 0, secure, domain));
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
