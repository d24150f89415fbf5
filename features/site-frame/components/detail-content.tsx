import type { Metadata } from 'next';
import { getProduct, ProductSheet } from '@/features/products';
import { seoImageUrl } from '@/lib/platform/image-seo';
import { getService, ServiceDetail } from '@/features/services';
import { getParameters } from '@/lib/site/parameters';
import { fixedRouteMetadata, seoSiteInfo } from '@/features/seo';
import { siteOrigin } from '@/features/seo';
import type { ApiProduct } from '@/lib/platform/schemas/catalogue';
import type { Service } from '@/lib/platform/schemas/content';
import type { PageNode } from '@/lib/platform/schemas/site';
import {
  canonicalDetailPath,
  detailListPaths,
  elementListRoutes,
  parseDetailPath,
  type DetailPath,
} from '@/lib/site/detail-paths';
import { getPage } from '@/lib/site/pages';
import type { ArianeItem, BlogArticle, BlogFolderList, Element, NewsItem } from '@/lib/platform/schemas/content';
import { DEFAULT_LIST_VIEW, type ListView } from '@/lib/site/list-view';
import { getNewsItem, NewsArticle } from '@/features/news';
import { storedImageSrc } from '@/lib/platform/image-src';
import {
  BlogArticlePage,
  BlogFolderPage,
  blogCrumbs,
  blogPathOf,
  folderHref,
  getArticle,
  getArticleAriane,
  getBlogList,
  getFolderAriane,
} from '@/features/blog';
import { articleJsonLd, breadcrumbListJsonLd, EventJsonLd, JsonLdScript } from '@/features/seo';
import { cropText } from '@/lib/format/text';
import { ElementDetail, getElement } from '@/features/elements';
import { AlbumPage, getAlbum } from '@/features/albums';
import type { Album } from '@/lib/platform/schemas/content';

/** A detail page below a list screen, loaded: the list page and the item. */
export type LoadedDetail = { detail: DetailPath; list: { path: string; title: string } } & (
  | { screen: 'products'; product: ApiProduct }
  | { screen: 'services'; service: Service }
  | { screen: 'news'; item: NewsItem }
  | { screen: 'blog'; article: BlogArticle; ariane: ArianeItem[] }
  | { screen: 'blogFolders'; folder: BlogFolderList; ariane: ArianeItem[]; view: ListView }
  | { screen: 'elements'; element: Element }
  | { screen: 'albums'; album: Album }
);

/**
 * `path` as a detail page of the tree (`<list path>/<slug>-<id>`, lib/site/detail-paths.ts), with its
 * item; null when it is none or the item does not exist. proxy.ts has already checked both (the page never
 * renders for a missing item: design.md §8); this is the page's own check. Spec §4 "Current service: reused
 * without a call if its id matches": getService takes the service from the list the price page read (cached
 * per site) and asks the platform only for one outside it; and the cached read of one id serves every
 * later render of that page, so a visit never calls the platform twice for the same service.
 */
export async function loadDetail(
  siteId: number,
  tree: PageNode[],
  path: string,
  view: ListView = DEFAULT_LIST_VIEW,
): Promise<LoadedDetail | null> {
  const detail = parseDetailPath(path, detailListPaths(tree), elementListRoutes(tree));
  if (!detail || !detail.listPath) return null;
  // A blog folder's list path is `<blog path>/dossier`: its page is the blog's.
  const pagePath = detail.screen === 'blogFolders' ? blogPathOf(detail.listPath, 'blogFolders') : detail.listPath;
  const listPage = await getPage(siteId, pagePath);
  if (!listPage) return null;
  const list = { path: pagePath, title: listPage.title };
  switch (detail.screen) {
    case 'products': {
      const product = await getProduct(siteId, detail.id);
      return product && product.slug === detail.slug ? { detail, list, screen: 'products', product } : null;
    }
    case 'services': {
      const service = await getService(siteId, detail.id);
      return service && service.slug === detail.slug ? { detail, list, screen: 'services', service } : null;
    }
    case 'news': {
      const item = await getNewsItem(siteId, detail.id);
      return item && item.slug === detail.slug ? { detail, list, screen: 'news', item } : null;
    }
    case 'blog': {
      const [article, ariane] = await Promise.all([getArticle(siteId, detail.id), getArticleAriane(siteId, detail.id)]);
      return article && ariane && article.slug === detail.slug
        ? { detail, list, screen: 'blog', article, ariane }
        : null;
    }
    case 'blogFolders': {
      const [folder, ariane] = await Promise.all([
        getBlogList(siteId, detail.id, view.page, view.orderBy),
        getFolderAriane(siteId, detail.id),
      ]);
      return folder && ariane && folder.folder.slug === detail.slug
        ? { detail, list, screen: 'blogFolders', folder, ariane, view }
        : null;
    }
    case 'elements': {
      const element = detail.elementRoute ? await getElement(siteId, detail.elementRoute, detail.id) : null;
      return element && element.slug === detail.slug ? { detail, list, screen: 'elements', element } : null;
    }
    case 'albums': {
      const album = await getAlbum(siteId, detail.id);
      return album && album.slug === detail.slug ? { detail, list, screen: 'albums', album } : null;
    }
  }
}

const absolute = (origin: string | null, path: string) => (origin ? new URL(path, origin).href : null);

type ContentDetail = Extract<LoadedDetail, { screen: 'news' | 'blog' | 'blogFolders' }>;

/** A news item's, an article's or a folder's canonical path, title, description (cropped text) and picture. */
function contentFacts(loaded: ContentDetail): {
  path: string;
  title: string;
  description: string;
  picture: string | null;
} {
  switch (loaded.screen) {
    case 'news': {
      const { item } = loaded;
      const path = canonicalDetailPath(loaded.list.path, item.slug, item.id);
      return {
        path,
        title: item.title,
        description: cropText(item.summary, 160),
        picture: storedImageSrc(item.image?.externalPath),
      };
    }
    case 'blog': {
      const { article } = loaded;
      const path = canonicalDetailPath(loaded.list.path, article.slug, article.id);
      return {
        path,
        title: article.title,
        description: cropText(article.summary, 160),
        picture: storedImageSrc(article.image?.externalPath),
      };
    }
    case 'blogFolders': {
      const folder = loaded.folder.folder;
      const path = folderHref(loaded.list.path, `${folder.slug}-${loaded.detail.id}`);
      return { path, title: folder.title, description: cropText(folder.description, 160), picture: null };
    }
  }
}

/** generateMetadata of a detail page: title, description, canonical URL, Open Graph with the item's picture. */
export async function detailMetadata(siteId: number, loaded: LoadedDetail): Promise<Metadata> {
  const { detail, list } = loaded;
  const origin = siteOrigin(await seoSiteInfo(siteId));
  if (loaded.screen === 'products') {
    const { product } = loaded;
    const path = canonicalDetailPath(list.path, product.slug, product.id);
    const base = await fixedRouteMetadata(siteId, {
      path,
      title: product.name,
      description: product.shortDescription ?? undefined,
    });
    const picture = product.images[0]?.path ?? product.image;
    const url = picture ? seoImageUrl({ path: picture, name: product.name }, 1200) : null;
    const image = url ? absolute(origin, url) : null;
    return image
      ? {
          ...base,
          openGraph: { ...base.openGraph, images: [{ url: image, alt: product.images[0]?.alt ?? product.name }] },
        }
      : base;
  }
  if (loaded.screen === 'elements') {
    const { element } = loaded;
    const base = await fixedRouteMetadata(siteId, {
      path: canonicalDetailPath(list.path, element.slug, element.id),
      title: element.title,
      description: element.summary || undefined,
    });
    const picture = storedImageSrc(element.image?.externalPath);
    const image = picture ? absolute(origin, picture) : null;
    return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image }] } } : base;
  }
  if (loaded.screen === 'albums') {
    const { album } = loaded;
    const base = await fixedRouteMetadata(siteId, {
      path: canonicalDetailPath(list.path, album.slug, album.id),
      title: album.title,
      description: cropText(album.description, 160) || undefined,
    });
    const first = album.images[0];
    const picture = storedImageSrc(first?.onlineImage.externalPath);
    const image = picture ? absolute(origin, picture) : null;
    return image
      ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image, alt: first?.alt || album.title }] } }
      : base;
  }
  if (loaded.screen === 'news' || loaded.screen === 'blog' || loaded.screen === 'blogFolders') {
    const { path, title, description, picture } = contentFacts(loaded);
    const base = await fixedRouteMetadata(siteId, { path, title, description: description || undefined });
    const image = picture ? absolute(origin, picture) : null;
    return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image }] } } : base;
  }
  const { service } = loaded;
  const path = canonicalDetailPath(list.path, service.slug, detail.id);
  const base = await fixedRouteMetadata(siteId, {
    path,
    title: service.title,
    description: service.summary || undefined,
  });
  const picture = storedImageSrc(service.image?.externalPath);
  const image = picture ? absolute(origin, picture) : null;
  return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image }] } } : base;
}

/** A detail page's screen: the product sheet or the service's page. */
export async function DetailContent({ siteId, loaded }: { siteId: number; loaded: LoadedDetail }) {
  if (loaded.screen === 'products') {
    const origin = siteOrigin(await seoSiteInfo(siteId));
    const path = canonicalDetailPath(loaded.list.path, loaded.product.slug, loaded.product.id);
    return (
      <ProductSheet
        siteId={siteId}
        product={loaded.product}
        list={loaded.list}
        origin={origin}
        canonicalUrl={absolute(origin, path)}
      />
    );
  }
  if (loaded.screen === 'elements') {
    const path = canonicalDetailPath(loaded.list.path, loaded.element.slug, loaded.element.id);
    return (
      <>
        <EventJsonLd siteId={siteId} element={loaded.element} path={path} />
        <ElementDetail element={loaded.element} list={loaded.list} />
      </>
    );
  }
  if (loaded.screen === 'albums') return <AlbumPage album={loaded.album} list={loaded.list} />;
  if (loaded.screen === 'news' || loaded.screen === 'blog' || loaded.screen === 'blogFolders') {
    return <ContentDetailPage siteId={siteId} loaded={loaded} />;
  }
  const parameters = await getParameters(siteId);
  return (
    <ServiceDetail service={loaded.service} list={loaded.list} pageStyle={parameters.SERVICE_PAGE_STYLE ?? null} />
  );
}

/** A news item's, a blog article's or a blog folder's page, with its JSON-LD (NewsArticle, BlogPosting, BreadcrumbList). */
async function ContentDetailPage({ siteId, loaded }: { siteId: number; loaded: ContentDetail }) {
  const [origin, parameters] = await Promise.all([seoSiteInfo(siteId).then(siteOrigin), getParameters(siteId)]);
  const facts = contentFacts(loaded);
  const url = absolute(origin, facts.path);
  const image = facts.picture ? absolute(origin, facts.picture) : null;
  const publisher = parameters.COMPANY_NAME;
  if (loaded.screen === 'news') {
    const { item } = loaded;
    const data = articleJsonLd({
      type: 'NewsArticle',
      headline: item.title,
      description: facts.description,
      datePublished: item.publishedAt,
      url,
      image,
      publisher,
    });
    return <NewsArticle item={item} list={loaded.list} jsonLd={<JsonLdScript data={data} />} />;
  }
  const blog = loaded.list;
  const trail = breadcrumbListJsonLd(
    blogCrumbs(blog, loaded.ariane).map((crumb, index, all) => ({
      name: crumb.name,
      url: index === all.length - 1 ? url : crumb.href ? absolute(origin, crumb.href) : null,
    })),
  );
  if (loaded.screen === 'blog') {
    const { article } = loaded;
    const posting = articleJsonLd({
      type: 'BlogPosting',
      headline: article.title,
      description: facts.description,
      datePublished: article.publishedAt,
      url,
      image,
      author: article.author,
      publisher,
    });
    return (
      <BlogArticlePage
        blog={blog}
        article={article}
        ariane={loaded.ariane}
        jsonLd={
          <>
            <JsonLdScript data={posting} />
            <JsonLdScript data={trail} />
          </>
        }
      />
    );
  }
  return (
    <BlogFolderPage
      blog={blog}
      list={loaded.folder}
      ariane={loaded.ariane}
      view={loaded.view}
      jsonLd={<JsonLdScript data={trail} />}
    />
  );
}
