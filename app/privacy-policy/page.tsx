import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const generateMetadata = () => legalMetadata('PRIVACY_POLICY');

export default function Page() {
  return <LegalPage text="PRIVACY_POLICY" />;
}
