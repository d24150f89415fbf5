import type { AxiosInstance } from 'axios';
import { createPlatformClient } from './client';

/** Where the browser reaches the platform: the same-origin proxy (features/auth/platform-proxy.ts). */
export const BROWSER_PLATFORM_BASE = '/api/platform';

let instance: AxiosInstance | undefined;

/**
 * The browser's platform client (design.md §5): same origin, no token (the proxy adds it from the
 * HttpOnly cookie), no idSite (the proxy takes it from the host). Failures are PlatformErrors.
 */
export function browserPlatform(): AxiosInstance {
  instance ??= createPlatformClient({ baseURL: BROWSER_PLATFORM_BASE });
  return instance;
}
