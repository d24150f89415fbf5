import { getPageTree } from '@/lib/site/pages';
import { detailListPaths, elementListRoutes } from '@/lib/site/detail-paths';
import { getElements } from '@/features/elements';
import { getCatalogue } from '@/features/products';
import { getServices } from '@/features/services';
import { getAllNews } from '@/features/news';
import { getBlogSitemapItems } from '@/features/blog';
import { getAlbums } from '@/features/albums';
import { seoSiteInfo } from './metadata';
import { siteOrigin } from './page-metadata';
import { detailPagePaths, elementPagePaths, originOf, presetListPaths, sitemapXml } from './sitemap';

/**
 * The body of a site's sitemap.xml (app/sitemap.xml/route.ts): its tree's pages, then its product, service, news, album,
 * blog article and blog folder pages, read only when the tree has a list page for them (the tree leaves the blog
 * out without IS_BLOG_ACTIVATED); a read that fails leaves them out.
 */
export async function siteSitemap(siteId: number, request: Request): Promise<string> {
  const [tree, info] = await Promise.all([getPageTree(siteId), seoSiteInfo(siteId)]);
  const lists = detailListPaths(tree);
  const kinds = new Set(lists.values());
  const [products, services, news, blog, albums] = await Promise.all([
    kinds.has('products') ? getCatalogue(siteId).catch(() => []) : [],
    kinds.has('services') ? getServices(siteId).catch(() => []) : [],
    kinds.has('news') ? getAllNews(siteId).catch(() => []) : [],
    kinds.has('blog') ? getBlogSitemapItems(siteId).catch(() => null) : null,
    kinds.has('albums') ? getAlbums(siteId).catch(() => []) : [],
  ]);
  // Element lists (events…): the first 100 of each route (the contract's largest page).
  const elementRoutes = elementListRoutes(tree);
  const elementItems = Object.fromEntries(
    await Promise.all(
      [...new Set(elementRoutes.values())].map(async (route) => [
        route,
        await getElements(siteId, route, 1, 100).then(
          (page) => page.items,
          () => [],
        ),
      ]),
    ),
  );
  const details = [
    ...detailPagePaths(
      lists,
      { products, services, news, blog: blog?.articles ?? [], blogFolders: blog?.folders ?? [], albums },
      presetListPaths(tree),
    ),
    ...elementPagePaths(elementRoutes, elementItems),
  ];
  // The same origin as the pages' canonical URLs; the host the crawler used only when the site has none.
  return sitemapXml(siteOrigin(info) ?? originOf(request), tree, details);
}
