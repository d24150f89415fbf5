import { LegalPage, legalMetadata } from '@/features/legal';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export const generateMetadata = async ({ params }: SiteRouteProps) =>
  legalMetadata('LEGAL_NOTICE', await siteIdOf(params), '/legal-notice');

export default async function Page({ params }: SiteRouteProps) {
  return <LegalPage text="LEGAL_NOTICE" siteId={await siteIdOf(params)} />;
}
