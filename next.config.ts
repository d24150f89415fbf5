import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The local platform API and its tests are not part of the storefront's bundle.
  outputFileTracingExcludes: { '*': ['mock-api/**', '.data/**', 'bench/**', 'e2e/**'] },
  // Every visitor path is served by the internal per-host route (design.md §4): `/femme/balayage` on
  // vins.localhost is `/site/vins.localhost/femme/balayage`, which maps the host to its site (SITES) and
  // decides page or 404. A rewrite rule, not proxy.ts, so a cached page costs no proxy run (docs/PERFORMANCE.md).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }];
  },
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/:path((?!api/|_next/|images/|fonts/|tarteaucitron/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)',
          has: [{ type: 'host', value: '(?<host>[^/]+)' }],
          destination: '/site/:host/:path',
        },
      ],
    };
  },
};

export default withNextIntl(nextConfig);
