import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const generateMetadata = () => legalMetadata('LEGAL_NOTICE');

export default function Page() {
  return <LegalPage text="LEGAL_NOTICE" />;
}
