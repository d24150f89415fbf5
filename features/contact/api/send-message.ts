import { browserPlatform } from '@/lib/platform/browser';
import { platformRequest } from '@/lib/platform/client';
import { contactResponseSchema, type ContactBody } from '@/lib/platform/schemas/content';

/** POST /message (spec §7 Content) through the storefront's proxy; rejects with a PlatformError. */
export async function sendContactMessage(body: ContactBody): Promise<{ id: number }> {
  return contactResponseSchema.parse(await platformRequest(browserPlatform(), { method: 'POST', url: '/message', data: body }));
}
