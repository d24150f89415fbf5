import type { Metadata } from 'next';
import { getProduct, ProductSheet, seoImageUrl } from '@/features/products';
import { getService, ServiceDetail } from '@/features/services';
import { getParameters } from '@/lib/site/parameters';
import { fixedRouteMetadata, seoSiteInfo } from '@/features/seo';
import { siteOrigin } from '@/features/seo';
import type { ApiProduct } from '@/lib/platform/schemas/catalogue';
import type { Service } from '@/lib/platform/schemas/content';
import type { PageNode } from '@/lib/platform/schemas/site';
import { canonicalDetailPath, detailListPaths, parseDetailPath, type DetailPath } from '@/lib/site/detail-paths';
import { getPage } from '@/lib/site/pages';
import { ElementDetail, getElement } from '@/features/elements';
import { EventJsonLd } from '@/features/seo';
import type { Element } from '@/lib/platform/schemas/content';
import { elementListRoutes } from '@/lib/site/detail-paths';

/** A detail page below a list screen, loaded: the list page and the item. */
export type LoadedDetail = { detail: DetailPath; list: { path: string; title: string } } & (
  | { screen: 'products'; product: ApiProduct }
  | { screen: 'services'; service: Service }
  | { screen: 'elements'; element: Element }
);

/**
 * `path` as a detail page of the tree (`<list path>/<slug>-<id>`, lib/site/detail-paths.ts), with its
 * item; null when it is none or the item does not exist. proxy.ts has already checked both (the page never
 * renders for a missing item: design.md §8); this is the page's own check. Spec §4 "Current service: reused
 * without a call if its id matches": getService takes the service from the list the price page read (cached
 * per site) and asks the platform only for one outside it; and the cached read of one id serves every
 * later render of that page, so a visit never calls the platform twice for the same service.
 */
export async function loadDetail(siteId: number, tree: PageNode[], path: string): Promise<LoadedDetail | null> {
  const detail = parseDetailPath(path, detailListPaths(tree), elementListRoutes(tree));
  if (!detail || !detail.listPath) return null;
  const listPage = await getPage(siteId, detail.listPath);
  if (!listPage) return null;
  const list = { path: detail.listPath, title: listPage.title };
  if (detail.screen === 'products') {
    const product = await getProduct(siteId, detail.id);
    return product && product.slug === detail.slug ? { detail, list, screen: 'products', product } : null;
  }
  if (detail.screen === 'elements') {
    const element = detail.elementRoute ? await getElement(siteId, detail.elementRoute, detail.id) : null;
    return element && element.slug === detail.slug ? { detail, list, screen: 'elements', element } : null;
  }
  const service = await getService(siteId, detail.id);
  return service && service.slug === detail.slug ? { detail, list, screen: 'services', service } : null;
}

const absolute = (origin: string | null, path: string) => (origin ? new URL(path, origin).href : null);

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
    const image = element.image ? absolute(origin, `/images/${element.image.externalPath.replace(/^\/+/, '')}`) : null;
    return image ? { ...base, openGraph: { ...base.openGraph, images: [{ url: image }] } } : base;
  }
  const { service } = loaded;
  const path = canonicalDetailPath(list.path, service.slug, detail.id);
  const base = await fixedRouteMetadata(siteId, {
    path,
    title: service.title,
    description: service.summary || undefined,
  });
  const image = service.image ? absolute(origin, `/images/${service.image.externalPath.replace(/^\/+/, '')}`) : null;
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
  const parameters = await getParameters(siteId);
  return (
    <ServiceDetail service={loaded.service} list={loaded.list} pageStyle={parameters.SERVICE_PAGE_STYLE ?? null} />
  );
}
