import { LegalPage, legalMetadata } from '@/features/legal/legal-page';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export const generateMetadata = () => legalMetadata('COOKIE_POLICY');

export default async function Page({ params }: SiteRouteProps) {
  return <LegalPage text="COOKIE_POLICY" siteId={await siteIdOf(params)} />;
}
