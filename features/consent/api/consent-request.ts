import { getParameters } from '@/lib/site/parameters';
import { siteFromEnv } from '@/lib/site/sites';
import messages from '@/messages/fr.json';
import {
  CONSENT_MAX_BODY_BYTES,
  consentCookieValue,
  consentFormFields,
  consentFormSchema,
  consentSetCookie,
  returnPath,
  sameOriginOf,
} from '../consent-choice';
import { CONSENT_SERVICE_KEYS, consentServices, type ConsentService } from '../services';

const m = messages.consentForm.errors;

const refuse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** The site's trackers; when the platform cannot say, a refusal still covers every service this storefront knows. */
async function servicesFor(siteId: number, choice: string): Promise<ConsentService[] | null> {
  try {
    return consentServices(await getParameters(siteId));
  } catch {
    return choice === 'deny' ? CONSENT_SERVICE_KEYS.map((key) => ({ key, user: {} })) : null;
  }
}

/**
 * `POST /api/consent` (issue 17 §1): the consent banner's forms, which work before hydration. Same-origin only
 * (`Sec-Fetch-Site` when sent, and this host's `Origin` always: a form on another site cannot record a choice for
 * the visitor); the fields checked by zod (consent-choice.ts); the cookie tarteaucitron reads, then a 303 back to
 * the page the form was on. Nothing else is read or written; no personal data.
 */
export async function consentRequest(request: Request): Promise<Response> {
  const host = request.headers.get('host');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return refuse(403, m.crossSite);
  const origin = sameOriginOf(request.headers.get('origin'), host);
  if (!origin) return refuse(403, m.crossSite);
  const siteId = siteFromEnv(host);
  if (siteId === null) return refuse(421, m.unknownSite);
  if (Number(request.headers.get('content-length') ?? 0) > CONSENT_MAX_BODY_BYTES) return refuse(413, m.invalid);

  let fields: Record<string, unknown>;
  try {
    fields = consentFormFields(await request.formData());
  } catch {
    return refuse(400, m.invalid);
  }
  const parsed = consentFormSchema.safeParse(fields);
  if (!parsed.success) return refuse(400, m.invalid);

  const services = await servicesFor(siteId, parsed.data.choice);
  if (services === null) return refuse(503, m.unavailable);
  const headers = new Headers({
    location: returnPath(request.headers.get('referer'), origin),
    'cache-control': 'no-store',
  });
  // A site without trackers asks nothing: there is no choice to record.
  if (services.length > 0) {
    headers.append(
      'set-cookie',
      consentSetCookie(consentCookieValue(services, parsed.data), origin.protocol === 'https:'),
    );
  }
  return new Response(null, { status: 303, headers });
}
