import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage, getPageTree } from '@/lib/site/pages';
import { homeSlug, servedPaths } from '@/lib/site/tree';
import { PageContent } from '@/features/site-frame';
import { DetailContent, detailMetadata, loadDetail } from '@/features/site-frame';
import { BusinessJsonLd } from '@/features/seo';
import { treePageMetadata } from '@/features/seo';
import { siteIdOf } from '@/lib/route-params';
import { listViewHref, splitListView } from '@/lib/site/list-view';

interface Props {
  params: Promise<{ site: string; slug?: string[] }>;
}

// Rendered on first visit, then cached (see the site layout).
export const generateStaticParams = (): { slug: string[] }[] => [];

/** The internal per-site route: proxy.ts rewrites the page tree's paths here (design.md §4, §8). */
async function loadPage({ params }: Props) {
  const siteId = await siteIdOf(params);
  const { slug } = await params;
  // A news or blog list's page and order arrive as trailing `_…` segments (proxy.ts, lib/site/list-view.ts).
  const { segments, view } = splitListView((slug ?? []).map(decodeURIComponent));
  const path = segments.join('/');
  const tree = await getPageTree(siteId);
  // Only pages with content of their own are served: heading-only and link entries are menu items.
  // Below a list screen, `<list path>/<slug>-<id>` is an item's page (proxy.ts checked that it exists).
  if (!servedPaths(tree).has(path)) {
    return { siteId, page: null, view, detail: await loadDetail(siteId, tree, path, view) };
  }
  const slugPath = path || homeSlug(tree);
  return { siteId, page: slugPath ? await getPage(siteId, slugPath) : null, view, detail: null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { siteId, page, view, detail } = await loadPage(props);
  if (detail) return detailMetadata(siteId, detail);
  return page ? treePageMetadata(siteId, page, listViewHref('', view)) : {};
}

export default async function SitePage(props: Props) {
  const { siteId, page, view, detail } = await loadPage(props);
  if (detail) return <DetailContent siteId={siteId} loaded={detail} />;
  if (!page) notFound();
  return (
    <>
      {page.isHome && <BusinessJsonLd siteId={siteId} />}
      <PageContent page={page} siteId={siteId} view={view} />
    </>
  );
}
