import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';

/** POST /newsletter/subscribe (double opt-in: the platform mails a confirmation link), through the same-origin proxy. */
export async function subscribeNewsletter(email: string): Promise<void> {
  await lazyBrowserRequest<null>({ method: 'POST', url: '/newsletter/subscribe', data: { email } });
}
