import { LegalPage, legalMetadata } from '@/features/legal/legal-page';

export const generateMetadata = () => legalMetadata('USE_TERMS');

export default function Page() {
  return <LegalPage text="USE_TERMS" />;
}
