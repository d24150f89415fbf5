import { platformFetch } from '@/lib/platform/core';
import { PlatformError } from '@/lib/platform/errors';
import { storedPathOfSeo } from '@/lib/platform/image-seo';
import { siteOfRequest } from '@/lib/request-gate';
import { imageRequestHeaders, imageResponseHeaders, imageSearch } from '@/lib/platform/image-request';

/**
 * The image service, on the storefront's origin: CMS HTML and products use `/images/<site>/<file>`.
 * Read at run time through lib/platform/core.ts (a rewrite in next.config would bake the build's API_URL in); a
 * file, not an envelope: the raw answer is streamed on. The platform has the server-side limit to start answering;
 * the body then takes as long as it takes (a large image to a slow phone). A platform that does not answer in time
 * is a 504: a hung one would otherwise hold the browser's connections to the site (six per host) until none is
 * left for the next page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // proxy.ts does not run here: a host that names no site gets the gate's 400 or 421 (issue 12 §4), like any page.
  const site = siteOfRequest(request);
  if (site instanceof Response) return site;
  const { path: requested } = await params;
  // The image service's SEO URLs (spec §7 `ik-seo/{path}/{name}.{ext}`, features/products/image-loader.ts) name
  // the stored file; `tr` (size, quality, format) and `Accept` (AVIF/WebP) go on to the service, which resizes.
  const path = requested[0] === 'ik-seo' ? (storedPathOfSeo(requested) ?? []) : requested;
  if (path.length !== 2 || path.some((part) => !/^[\w.-]+$/.test(part) || part.startsWith('.'))) {
    return new Response('Not found', { status: 404 });
  }
  let upstream: Response;
  try {
    upstream = await platformFetch(`/images/${path.map(encodeURIComponent).join('/')}`, {
      untilHeaders: true,
      search: imageSearch(new URL(request.url).searchParams),
      headers: imageRequestHeaders(request.headers),
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return new Response(null, {
      status: error.kind === 'timeout' ? 504 : 502,
      headers: { 'cache-control': 'no-store' },
    });
  }
  const headers = imageResponseHeaders(upstream.headers);
  return new Response(upstream.body, { status: upstream.status, headers });
}
