import { checkedInDevelopment } from '@/lib/platform/contract-check';
import type { ContactBody } from '@/lib/platform/schemas/content';

/** The platform client (axios) loads with the first message sent, not with the page. */
const platform = () => Promise.all([import('@/lib/platform/browser'), import('@/lib/platform/client')]);

/** POST /message (spec §7 Content) through the storefront's proxy; rejects with a PlatformError. */
export async function sendContactMessage(body: ContactBody): Promise<{ id: number }> {
  const [{ browserPlatform }, { platformRequest }] = await platform();
  const raw = await platformRequest(browserPlatform(), { method: 'POST', url: '/message', data: body });
  return checkedInDevelopment(raw, () => import('@/lib/platform/schemas/content'), (contract) => contract.contactResponseSchema);
}

/** Starts loading it as the visitor starts on the form. */
export const warmContactTransport = () => void platform().catch(() => undefined);
