import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CACHE_SCOPES, cacheTags } from '@/lib/cache-tags';
import messages from '@/messages/fr.json';
import { isUsableSecret, MIN_REVALIDATE_SECRET_BYTES } from './revalidate-secret';

const m = messages.api.errors;

/**
 * `POST /api/revalidate` — the platform tells the storefront that a site's public data changed.
 * Body: `{ "siteId": 1, "scopes": ["parameters", "pages"] }` (no scopes: the whole site).
 * Header `Authorization: Bearer <REVALIDATE_SECRET>`. Without a configured secret of 32 bytes or more, every call
 * is refused (401), in development too: there is no "local calls" exception, since `request.url` names localhost
 * under `next start` whoever calls (issue 12 §3). `npm run dev` writes a secret into .env.local (scripts/dev-secret.ts).
 */
export const revalidateBodySchema = z.object({
  siteId: z.number().int().positive(),
  scopes: z.array(z.enum(CACHE_SCOPES)).max(CACHE_SCOPES.length).optional(),
});

let warned = false;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

function authorised(request: Request): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!isUsableSecret(secret)) {
    if (!warned) {
      warned = true;
      console.warn(
        `POST /api/revalidate: REVALIDATE_SECRET is missing or shorter than ${MIN_REVALIDATE_SECRET_BYTES} bytes, every call is refused.`,
      );
    }
    return false;
  }
  const given = /^Bearer\s+(.+)$/is.exec(request.headers.get('authorization')?.trim() ?? '')?.[1];
  // Digests: equal lengths for timingSafeEqual, and nothing learnt from the secret's length.
  return given !== undefined && timingSafeEqual(digest(given), digest(secret));
}

const reply = (status: number, success: boolean, message: string, data: unknown = null) =>
  Response.json({ success, data, message }, { status });

export async function revalidateRequest(request: Request): Promise<Response> {
  if (!authorised(request)) return reply(401, false, m.unauthorized);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return reply(400, false, m.malformedJson);
  }
  const parsed = revalidateBodySchema.safeParse(body);
  if (!parsed.success) return reply(400, false, m.invalidBody, { errors: z.flattenError(parsed.error).fieldErrors });
  const { siteId, scopes } = parsed.data;
  const tags = scopes?.length ? scopes.map((scope) => cacheTags.scope(siteId, scope)) : [cacheTags.site(siteId)];
  // 'max': the next visit gets the page at once and the fresh one is rendered behind it.
  for (const tag of tags) revalidateTag(tag, 'max');
  return reply(200, true, '', { tags });
}
