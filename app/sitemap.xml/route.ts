import { getPageTree } from '@/features/pages/api/get-pages';
import { originOf, sitemapXml } from '@/features/seo/sitemap';
import { siteFromEnv } from '@/lib/sites';

export async function GET(request: Request) {
  const tree = await getPageTree(siteFromEnv(request.headers.get('host')));
  return new Response(sitemapXml(originOf(request), tree), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
