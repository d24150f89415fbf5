import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { siteLayoutMetadata } from '@/features/seo';
import { SiteShell } from '@/features/site-frame';
import { siteIdOf } from '@/lib/route-params';

// Every page of a site is rendered on its first visit, then served from the cache and refreshed in the
// background (lib/cache-tags.ts): nothing is built ahead, so the build never needs the platform API.
export const generateStaticParams = (): { site: string }[] => [];
export const revalidate = 300;

interface Props {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  return siteLayoutMetadata(await siteIdOf(params));
}

export default async function SiteLayout({ children, params }: Props) {
  return <SiteShell siteId={await siteIdOf(params)}>{children}</SiteShell>;
}
