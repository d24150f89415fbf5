import { seoSiteInfo } from '@/features/seo/metadata';
import { siteOrigin } from '@/features/seo/page-metadata';
import { originOf, robotsTxt } from '@/features/seo/sitemap';
import { siteFromEnv } from '@/lib/sites';

export async function GET(request: Request) {
  const info = await seoSiteInfo(siteFromEnv(request.headers.get('host')));
  return new Response(robotsTxt(siteOrigin(info) ?? originOf(request)), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
