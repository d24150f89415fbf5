import { getPageTree } from '@/features/pages/api/get-pages';
import { seoSiteInfo } from '@/features/seo/metadata';
import { siteOrigin } from '@/features/seo/page-metadata';
import { originOf, sitemapXml } from '@/features/seo/sitemap';
import { siteFromEnv } from '@/lib/sites';

export async function GET(request: Request) {
  const siteId = siteFromEnv(request.headers.get('host'));
  const [tree, info] = await Promise.all([getPageTree(siteId), seoSiteInfo(siteId)]);
  // The same origin as the pages' canonical URLs; the host the crawler used only when the site has none.
  return new Response(sitemapXml(siteOrigin(info) ?? originOf(request), tree), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
