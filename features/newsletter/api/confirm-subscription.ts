import { confirmSubscriptionResponseSchema, type ConfirmSubscriptionResponse } from '@/lib/platform/schemas/accounts';
import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';

/** POST /newsletter/confirm with the token of a confirmation mail's link (through the same-origin proxy). */
export async function confirmSubscription(token: string): Promise<ConfirmSubscriptionResponse> {
  return confirmSubscriptionResponseSchema.parse(
    await lazyBrowserRequest({ method: 'POST', url: '/newsletter/confirm', data: { token } }),
  );
}
