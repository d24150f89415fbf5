import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The local platform API and its tests are not part of the storefront's bundle.
  outputFileTracingExcludes: { '*': ['mock-api/**', '.data/**', 'bench/**', 'e2e/**'] },
};

export default withNextIntl(nextConfig);
