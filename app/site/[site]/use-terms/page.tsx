import { LegalPage, legalMetadata } from '@/features/legal/legal-page';
import { siteIdOf, type SiteRouteProps } from '@/lib/route-params';

export const generateMetadata = () => legalMetadata('USE_TERMS');

export default async function Page({ params }: SiteRouteProps) {
  return <LegalPage text="USE_TERMS" siteId={await siteIdOf(params)} />;
}
