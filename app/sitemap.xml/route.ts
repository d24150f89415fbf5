import { getPageTree } from '@/features/pages/api/get-pages';
import { detailListPaths } from '@/features/pages/detail-paths';
import { getCatalogue } from '@/features/products';
import { getServices } from '@/features/services';
import { seoSiteInfo } from '@/features/seo/metadata';
import { siteOrigin } from '@/features/seo/page-metadata';
import { detailPagePaths, originOf, presetListPaths, sitemapXml } from '@/features/seo/sitemap';
import { siteFromEnv } from '@/lib/sites';

export async function GET(request: Request) {
  const siteId = siteFromEnv(request.headers.get('host'));
  const [tree, info] = await Promise.all([getPageTree(siteId), seoSiteInfo(siteId)]);
  const lists = detailListPaths(tree);
  const kinds = new Set(lists.values());
  // Products and services have pages only below a list page of the tree; a read that fails leaves them out.
  const [products, services] = await Promise.all([
    kinds.has('products') ? getCatalogue(siteId).catch(() => []) : [],
    kinds.has('services') ? getServices(siteId).catch(() => []) : [],
  ]);
  const details = detailPagePaths(lists, { products, services }, presetListPaths(tree));
  // The same origin as the pages' canonical URLs; the host the crawler used only when the site has none.
  return new Response(sitemapXml(siteOrigin(info) ?? originOf(request), tree, details), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
