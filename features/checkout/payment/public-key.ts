import { lazyBrowserRequest } from '@/lib/platform/lazy-browser';

/** `GET /custom-{provider}/public-key`: the site's public key of a card payment provider (spec §7). */
export async function fetchPublicKey(provider: string): Promise<string> {
  const answer = await lazyBrowserRequest<{ provider: string; publicKey: string }>({
    method: 'GET',
    url: `/custom-${encodeURIComponent(provider)}/public-key`,
  });
  return answer.publicKey;
}
