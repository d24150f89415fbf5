import { seoSiteInfo } from '@/features/seo';
import { siteOrigin } from '@/features/seo';
import { originOf, robotsTxt } from '@/features/seo';
import { siteOfRequest } from '@/lib/request-gate';

export async function GET(request: Request) {
  // proxy.ts does not run here: a malformed or unknown host gets the gate's 400 or 421 from this handler.
  const siteId = siteOfRequest(request);
  if (siteId instanceof Response) return siteId;
  const info = await seoSiteInfo(siteId);
  return new Response(robotsTxt(siteOrigin(info) ?? originOf(request)), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
