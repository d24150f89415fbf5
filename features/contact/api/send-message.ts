import { checkedInDevelopment } from '@/lib/platform/contract-check';
import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';
import type { ContactBody } from '@/lib/platform/schemas/content';

/** POST /message (spec §7 Content) through the storefront's proxy; rejects with a PlatformError. */
export async function sendContactMessage(body: ContactBody): Promise<{ id: number }> {
  const raw = await lazyBrowserRequest({ method: 'POST', url: '/message', data: body });
  return checkedInDevelopment(
    raw,
    () => import('@/lib/platform/schemas/content'),
    (contract) => contract.contactResponseSchema,
  );
}
