import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const generateMetadata = () => legalMetadata('COOKIE_POLICY');

export default function Page() {
  return <LegalPage text="COOKIE_POLICY" />;
}
