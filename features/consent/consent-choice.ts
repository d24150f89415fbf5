import { z } from 'zod';
import { CONSENT_SERVICE_KEYS } from './services';
import { CONSENT_COOKIE, CONSENT_COOKIE_SCOPE, CONSENT_MAX_AGE_DAYS } from './tarteaucitron-config';

export { consentCookieValue } from './tarteaucitron-config';

/**
 * The consent banner's choice made on the server (issue 17 §1): the banner's buttons are plain forms posting to
 * `POST /api/consent`, so a click works from the first paint, before hydration and before tarteaucitron. The
 * cookie written here is the one tarteaucitron writes and reads — same name, format (`!matomo=false!gtag=false`),
 * path, SameSite and lifetime — so it applies the choice by itself once it loads. Pure: unit-tested.
 */

/** The most a form post may weigh: three short fields and six service keys fit many times over. */
export const CONSENT_MAX_BODY_BYTES = 2048;

/** The form's fields: `choice` (accept, deny, or custom with each accepted `service`). */
export const consentFormSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.enum(['accept', 'deny']) }),
  z.object({
    choice: z.literal('custom'),
    service: z.array(z.enum(CONSENT_SERVICE_KEYS)).max(CONSENT_SERVICE_KEYS.length).default([]),
  }),
]);
export type ConsentForm = z.infer<typeof consentFormSchema>;

/** The form's fields as the schema reads them (`service` repeated, once per ticked box). */
export function consentFormFields(form: FormData): Record<string, unknown> {
  return { choice: form.get('choice'), service: form.getAll('service') };
}

/**
 * The `Set-Cookie` header: as tarteaucitron writes it (not encoded — its reader does not decode —, path /,
 * SameSite=Lax, CONSENT_MAX_AGE_DAYS, Secure when the page is https), readable by its script (not HttpOnly).
 */
export function consentSetCookie(value: string, secure: boolean, now = Date.now()): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 86_400;
  const parts = [
    `${CONSENT_COOKIE}=${value}`,
    `Expires=${new Date(now + maxAge * 1000).toUTCString()}`,
    `Max-Age=${maxAge}`,
    `Path=${CONSENT_COOKIE_SCOPE.path}`,
    `SameSite=${CONSENT_COOKIE_SCOPE.sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The `Origin` of a same-origin request for `host` (http or https), else null: a cross-site post is refused. */
export function sameOriginOf(origin: string | null, host: string | null): URL | null {
  if (!origin || !host) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.trim().toLowerCase();
  return ok ? url : null;
}

/**
 * Where to send the visitor back: the page the form was on (the `Referer`, which the site's
 * strict-origin-when-cross-origin policy sends in full to its own origin), only when it is this origin's; else `/`.
 * A path, never an absolute address: nothing a request carries can send the visitor elsewhere.
 */
export function returnPath(referer: string | null, origin: URL): string {
  if (!referer) return '/';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '/';
  }
  if (url.origin !== origin.origin || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}`;
}
