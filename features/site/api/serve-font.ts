import { siteOfRequest } from '@/lib/request-gate';
import { isFontFile } from '@/lib/fonts';
import { fetchFontFile } from '@/lib/site/site-info';

const TYPES: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf', otf: 'font/otf' };

/**
 * `/fonts/{file}` (spec §7) on the storefront's origin, streamed from the platform. Only font file
 * names pass, the type is set from the extension (never the upstream's), and any failure is a plain 404:
 * a missing font never breaks a page, whose text keeps its fallback fonts.
 */
export async function serveFont(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  // proxy.ts does not run here: a host that names no site gets the gate's 400 or 421 (issue 12 §4), like any page.
  const site = siteOfRequest(request);
  if (site instanceof Response) return site;
  const { file } = await params;
  const notFound = () => new Response(null, { status: 404, headers: { 'cache-control': 'public, max-age=60' } });
  if (!isFontFile(file)) return notFound();
  let upstream: Response;
  try {
    upstream = await fetchFontFile(file, request.method === 'HEAD' ? 'HEAD' : 'GET', 5000);
  } catch {
    return notFound();
  }
  if (!upstream.ok) return notFound();
  const headers = new Headers({
    'content-type': TYPES[file.split('.').pop()!.toLowerCase()]!,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(request.method === 'HEAD' ? null : upstream.body, { status: 200, headers });
}
