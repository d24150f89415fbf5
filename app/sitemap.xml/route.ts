import { siteSitemap } from '@/features/seo/site-sitemap';
import { siteFromEnv } from '@/lib/sites';

export async function GET(request: Request) {
  const xml = await siteSitemap(siteFromEnv(request.headers.get('host')), request);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
