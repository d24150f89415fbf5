import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { CACHE_SCOPES, cacheTags } from '@/lib/cache-tags';
import messages from '@/messages/fr.json';

const m = messages.api.errors;

/**
 * `POST /api/revalidate` — the platform tells the storefront that a site's public data changed.
 * Body: `{ "siteId": 1, "scopes": ["parameters", "pages"] }` (no scopes: the whole site).
 * Header `Authorization: Bearer <REVALIDATE_SECRET>`; without a configured secret only local
 * calls are accepted (development and tests), so a public deployment must set one.
 */
export const revalidateBodySchema = z.object({
  siteId: z.number().int().positive(),
  scopes: z.array(z.enum(CACHE_SCOPES)).max(CACHE_SCOPES.length).optional(),
});

function authorised(request: Request): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) {
    const host = new URL(request.url).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
  }
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const reply = (status: number, success: boolean, message: string, data: unknown = null) => Response.json({ success, data, message }, { status });

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
