import { LegalPage, legalMetadata } from '@/features/legal';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export const generateMetadata = async ({ params }: SiteRouteProps) =>
  legalMetadata('PRIVACY_POLICY', await siteIdOf(params), '/privacy-policy');

export default async function Page({ params }: SiteRouteProps) {
  return <LegalPage text="PRIVACY_POLICY" siteId={await siteIdOf(params)} />;
}
