import { LegalPage, legalMetadata } from '@/features/legal';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export const generateMetadata = async ({ params }: SiteRouteProps) =>
  legalMetadata('SALE_TERMS', await siteIdOf(params), '/sale-terms');

export default async function Page({ params }: SiteRouteProps) {
  return <LegalPage text="SALE_TERMS" siteId={await siteIdOf(params)} />;
}
