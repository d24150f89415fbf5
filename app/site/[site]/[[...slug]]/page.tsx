import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage, getPageTree } from '@/features/pages/api/get-pages';
import { homeSlug } from '@/features/pages/tree';
import { PageContent } from '@/features/pages/components/page-content';

interface Props {
  params: Promise<{ site: string; slug?: string[] }>;
}

/** The internal per-site route: proxy.ts rewrites the page tree's paths here (design.md §4, §8). */
async function loadPage({ params }: Props) {
  const { site, slug } = await params;
  const siteId = Number(site);
  const path = (slug ?? []).map(decodeURIComponent).join('/');
  const slugPath = path || homeSlug(await getPageTree(siteId));
  return { siteId, page: slugPath ? await getPage(siteId, slugPath) : null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page } = await loadPage(props);
  if (!page) return {};
  return { title: page.isHome ? undefined : page.title, description: page.metaDescription ?? undefined };
}

export default async function SitePage(props: Props) {
  const { siteId, page } = await loadPage(props);
  if (!page) notFound();
  return <PageContent page={page} siteId={siteId} />;
}
