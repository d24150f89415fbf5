import { LegalPage, legalMetadata } from '@/features/legal';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export const generateMetadata = async ({ params }: SiteRouteProps) =>
  legalMetadata('USE_TERMS', await siteIdOf(params), '/use-terms');

export default async function Page({ params }: SiteRouteProps) {
  return <LegalPage text="USE_TERMS" siteId={await siteIdOf(params)} />;
}
