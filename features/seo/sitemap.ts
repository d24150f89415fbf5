import { servedPaths, type ServedNode } from '@/features/pages/tree';

/** The site's public origin as the visitor reached it (per host: each site has its own sitemap). */
export function originOf(request: Request): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

const LEGAL_PATHS = ['legal-notice', 'privacy-policy', 'cookie-policy', 'use-terms', 'sale-terms'];
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml of a site: every page its tree serves, home first, then the legal texts. */
export function sitemapXml(origin: string, tree: readonly ServedNode[]): string {
  const paths = [...servedPaths(tree)].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
  const urls = [...paths, ...LEGAL_PATHS].map((path) => `  <url><loc>${escapeXml(`${origin}/${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, except the session, cart and account screens. */
export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /panier', 'Disallow: /commande', 'Disallow: /mon-compte', 'Disallow: /admin', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
