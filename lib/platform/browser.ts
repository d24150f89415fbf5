import axios, { type AxiosInstance } from 'axios';
import { loadingProgress, type ProgressStore } from '../loading-progress';
import { createPlatformClient } from './client';

/** Where the browser reaches the platform: the same-origin proxy (features/auth/platform-proxy.ts), never the API itself. */
export const BROWSER_PLATFORM_BASE = '/api/platform';

/**
 * Feeds the shell's loading state from a client's requests (spec §2 loading state, §8): each request
 * counts while in flight; an HTTP or network failure marks the bar failed, a cancelled request does not.
 * Wraps the transport (adapter) rather than adding interceptors, so it sees every request exactly once
 * whatever the client's own interceptors throw.
 */
export function trackProgress(client: AxiosInstance, store: ProgressStore = loadingProgress): AxiosInstance {
  const transport = axios.getAdapter(client.defaults.adapter);
  client.defaults.adapter = async (config) => {
    const end = store.start();
    try {
      const response = await transport(config);
      end('ok');
      return response;
    } catch (error) {
      end(axios.isCancel(error) ? 'cancelled' : 'failed');
      throw error;
    }
  };
  return client;
}

let instance: AxiosInstance | undefined;

/**
 * The browser's platform client (design.md §5): same origin, no token (the proxy adds it from the
 * HttpOnly cookie), no idSite (the proxy takes it from the host), tracked by the progress bar.
 * Failures are PlatformErrors.
 */
export function browserPlatform(): AxiosInstance {
  instance ??= trackProgress(createPlatformClient({ baseURL: BROWSER_PLATFORM_BASE }));
  return instance;
}
