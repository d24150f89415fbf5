import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const generateMetadata = () => legalMetadata('SALE_TERMS');

export default function Page() {
  return <LegalPage text="SALE_TERMS" />;
}
