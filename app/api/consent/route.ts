import { consentRequest } from '@/features/consent';

/** The consent banner's forms (issue 17 §1): see features/consent/api/consent-request.ts. */
export const POST = consentRequest;
