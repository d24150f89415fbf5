import { checkedInDevelopment } from '@/lib/platform/contract-check';
import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';
import type { RegisterElementBody } from '@/lib/platform/schemas/content';

/** POST /element/{route}/{id}/register (spec §7) through the storefront's proxy; rejects with a PlatformError. */
export async function registerToElement(
  route: string,
  id: number,
  body: RegisterElementBody,
): Promise<{ id: number; seats: number; remainingSeats: number | null }> {
  const raw = await lazyBrowserRequest({
    method: 'POST',
    url: `/element/${encodeURIComponent(route)}/${id}/register`,
    data: body,
  });
  return checkedInDevelopment(
    raw,
    () => import('@/lib/platform/schemas/content'),
    (contract) => contract.registerElementResponseSchema,
  );
}
