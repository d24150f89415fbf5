import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getParameters } from '@/features/site/api/get-parameters';
import { SiteShell } from '@/features/site/components/site-shell';
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
  const parameters = await getParameters(await siteIdOf(params));
  const name = parameters.COMPANY_NAME ?? '';
  return { title: { default: name, template: `%s — ${name}` }, description: parameters.HOME_META_DESCRIPTION ?? undefined };
}

export default async function SiteLayout({ children, params }: Props) {
  return <SiteShell siteId={await siteIdOf(params)}>{children}</SiteShell>;
}
