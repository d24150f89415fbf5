import { originOf, robotsTxt } from '@/features/seo/sitemap';

export function GET(request: Request) {
  return new Response(robotsTxt(originOf(request)), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
