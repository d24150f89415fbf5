import { siteFromEnv } from '@/lib/sites';
import { API_URL, SITE_COOKIE, TOKEN_COOKIE } from '@/lib/platform/server';

/** Spec §6/§9: the token and site-id cookies last 86400 s, path /, on the parent domain. */
export const SESSION_MAX_AGE = 86_400;
/** The browser may send at most this much through the proxy (uploads included), like the platform. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'user-agent'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'retry-after'];

interface Envelope {
  success: boolean;
  data: unknown;
  message: string;
}

function cookie(name: string, value: string, maxAge: number): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax'];
  if (name === TOKEN_COOKIE) parts.push('HttpOnly');
  if (process.env.COOKIE_DOMAIN) parts.push(`Domain=${process.env.COOKIE_DOMAIN}`);
  if (process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1') parts.push('Secure');
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

/**
 * The browser's only way to the platform (design.md §5): same origin, forwards to API_URL with
 * `Authorization` from the HttpOnly token cookie and `idSite` from the host. Log-in and log-out set and
 * clear the cookies here, and the token is stripped from the body: browser JavaScript never sees it.
 * Writes must come from this origin (a cross-site form cannot use the visitor's session).
 */
export async function proxyToPlatform(request: Request, path: string[]): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const origin = request.headers.get('origin');
    const host = request.headers.get('host');
    if (!origin || !host || new URL(origin).host !== host) {
      return json(403, { success: false, data: null, message: 'Requête refusée : origine inconnue.' });
    }
  }
  if (path.some((segment) => segment === '..' || segment === '.' || segment.includes('/'))) {
    return json(400, { success: false, data: null, message: 'Adresse invalide.' });
  }
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return json(413, { success: false, data: null, message: 'La requête est trop volumineuse.' });

  const siteId = siteFromEnv(request.headers.get('host'));
  const headers = new Headers({ idSite: String(siteId), userLang: 'fr_FR' });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const token = readCookie(request, TOKEN_COOKIE);
  if (token) headers.set('Authorization', `Bearer ${decodeURIComponent(token)}`);
  const client = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (client) headers.set('X-Forwarded-For', client);

  const url = new URL(`${API_URL}/${path.map(encodeURIComponent).join('/')}`);
  url.search = new URL(request.url).search;
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer(),
      redirect: 'manual',
    });
  } catch {
    return json(502, { success: false, data: null, message: 'La plateforme est injoignable. Veuillez réessayer.' });
  }

  const endpoint = path.join('/');
  const responseHeaders = new Headers({ 'cache-control': 'no-store' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value && name !== 'cache-control') responseHeaders.set(name, value);
  }

  if (method === 'POST' && endpoint === 'login' && upstream.ok) {
    const body = (await upstream.json()) as Envelope & { data: { token?: string; idSite?: number } | null };
    if (body.success && body.data?.token) {
      const { token: newToken, ...rest } = body.data;
      responseHeaders.append('set-cookie', cookie(TOKEN_COOKIE, newToken, SESSION_MAX_AGE));
      responseHeaders.append('set-cookie', cookie(SITE_COOKIE, String(rest.idSite ?? siteId), SESSION_MAX_AGE));
      return json(upstream.status, { ...body, data: rest }, responseHeaders);
    }
    return json(upstream.status, body, responseHeaders);
  }
  if (method === 'POST' && endpoint === 'logout') {
    // Spec §4: logout clears both cookies, whatever the platform answered.
    responseHeaders.append('set-cookie', cookie(TOKEN_COOKIE, '', 0));
    responseHeaders.append('set-cookie', cookie(SITE_COOKIE, '', 0));
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
