import type { AxiosRequestConfig } from 'axios';

/**
 * The browser's platform client (axios, ~21 kB gzip) for screens whose first paint needs no call: it loads with
 * the first request, and `preloadBrowserPlatform` starts it early, as the visitor reaches for the controls.
 * Failures are PlatformErrors, as with `browserPlatform()`.
 */
const load = () => Promise.all([import('./browser'), import('./client')]);

export async function lazyBrowserRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const [{ browserPlatform }, { platformRequest }] = await load();
  return platformRequest<T>(browserPlatform(), config);
}

export const preloadBrowserPlatform = (): void => void load().catch(() => undefined);
