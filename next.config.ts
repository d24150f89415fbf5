import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * The icon sprite's version (components/icon/sprite-icon.tsx): the code that draws it (sprite.ts, with its list of
 * icons), the names the pages use (icons.ts) and lucide-react's drawings. Any change gives it a new address.
 */
const iconSpriteVersion = createHash('sha256')
  .update(readFileSync('components/icon/sprite.ts'))
  .update(readFileSync('components/icon/icons.ts'))
  .update(readFileSync('node_modules/lucide-react/package.json'))
  .digest('hex')
  .slice(0, 12);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  env: { ICON_SPRITE_VERSION: iconSpriteVersion },
  generateEtags: false,
  reactStrictMode: true,
  // The local platform API and its tests are not part of the storefront's bundle.
  outputFileTracingExcludes: { '*': ['mock-api/**', '.data/**', 'bench/**', 'e2e/**'] },
  // Static, so cached pages carry them without work per request (lib/security-headers.ts).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }];
  },
  // Paths a site does not serve stay unmatched (proxy.ts) and get app/global-not-found.tsx, rendered for the host.
  experimental: { globalNotFound: true },
  // The messages reach use-intl precompiled (i18n/compile-messages.ts): format them without the ICU parser.
  turbopack: { resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' } },
  // Several instances behind one edge (issue 18, deploy/): with REDIS_URL, pages and public reads live in one Redis, so
  // a tag expired on one instance is expired for all (server/cache-handler.js → server/shared-cache-handler.ts, read
  // at start). Without it, Next's own cache, as always. No 'use cache' in the code, so no `cacheHandlers`.
  ...(process.env.REDIS_URL ? { cacheHandler: path.resolve('server/cache-handler.js') } : {}),
};

export default withNextIntl(nextConfig);
