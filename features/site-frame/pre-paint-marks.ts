import { markConsentChosen } from '@/features/consent';
import { markDismissedNews } from '@/features/news';

/**
 * Per-visitor state copied from storage onto <html> before the body is parsed; the features' CSS reads it.
 * The root layout's only inline script of its own (app/layout.tsx). A constant: the admin panel's policy allows it
 * by its hash (features/security/admin-policy.ts), since the static root layout cannot carry a request's nonce.
 */
export const PRE_PAINT_MARKS = markDismissedNews + markConsentChosen;
