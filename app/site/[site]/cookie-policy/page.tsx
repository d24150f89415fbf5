import { LegalPage, legalMetadata } from '@/features/legal';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export const generateMetadata = async ({ params }: SiteRouteProps) =>
  legalMetadata('COOKIE_POLICY', await siteIdOf(params), '/cookie-policy');

export default async function Page({ params }: SiteRouteProps) {
  return <LegalPage text="COOKIE_POLICY" siteId={await siteIdOf(params)} />;
}
