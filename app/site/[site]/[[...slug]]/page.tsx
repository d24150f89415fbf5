import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage, getPageTree } from '@/features/pages/api/get-pages';
import { homeSlug, servedPaths } from '@/features/pages/tree';
import { PageContent } from '@/features/pages/components/page-content';
import { BusinessJsonLd } from '@/features/seo/components/business-json-ld';
import { treePageMetadata } from '@/features/seo/metadata';
import { siteIdOf } from '@/lib/route-params';

interface Props {
  params: Promise<{ site: string; slug?: string[] }>;
}

// Rendered on first visit, then cached (see the site layout).
export const generateStaticParams = (): { slug: string[] }[] => [];

/** The internal per-site route: proxy.ts rewrites the page tree's paths here (design.md §4, §8). */
async function loadPage({ params }: Props) {
  const siteId = await siteIdOf(params);
  const { slug } = await params;
  const path = (slug ?? []).map(decodeURIComponent).join('/');
  const tree = await getPageTree(siteId);
  // Only pages with content of their own are served: heading-only and link entries are menu items.
  if (!servedPaths(tree).has(path)) return { siteId, page: null };
  const slugPath = path || homeSlug(tree);
  return { siteId, page: slugPath ? await getPage(siteId, slugPath) : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { siteId, page } = await loadPage(props);
  return page ? treePageMetadata(siteId, page) : {};
}

export default async function SitePage(props: Props) {
  const { siteId, page } = await loadPage(props);
  if (!page) notFound();
  return (
    <>
      {page.isHome && <BusinessJsonLd siteId={siteId} />}
      <PageContent page={page} siteId={siteId} />
    </>
  );
}
