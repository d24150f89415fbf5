import { siteSitemap } from '@/features/seo';
import { siteOfRequest } from '@/lib/request-gate';

export async function GET(request: Request) {
  // proxy.ts does not run here: a malformed or unknown host gets the gate's 400 or 421 from this handler.
  const siteId = siteOfRequest(request);
  if (siteId instanceof Response) return siteId;
  const xml = await siteSitemap(siteId, request);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
