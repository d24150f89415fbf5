import { afterAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';

// proxy.ts and issue 15: a news or blog list's page and order become path segments of the rewrite (one cached page
// each, lib/site/list-view.ts), news and blog items are detail pages, and IS_BLOG_ACTIVATED off (site 2 here) takes
// the blog out of the gate. The platform is a stub: one tree for both sites, the flag on for site 1 only.
const node = (url: string, route: string | null) => ({
  url,
  isHome: false,
  isText: false,
  link: { type: 'NONE' },
  cms: { route },
  children: [],
});
const envelope = (data: unknown) => Response.json({ success: true, message: '', data });
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const site = new Headers(init?.headers).get('idSite');
    if (url.pathname === '/page') return envelope([node('actualites', 'news'), node('blog', 'blog')]);
    if (url.pathname === '/parameter')
      return envelope([{ type: 'IS_BLOG_ACTIVATED', value: site === '1' ? 'true' : 'false' }]);
    if (url.pathname === '/news/4') return envelope({ slug: 'portes-ouvertes' });
    if (url.pathname === '/blog/folder/3') return envelope({ slug: 'mariage' });
    if (url.pathname === '/blog/12') return envelope({ slug: 'chignon' });
    return Response.json({ success: false, message: '', data: null }, { status: 404 });
  }),
);
vi.stubEnv('SITES', 'localhost=1,vins.localhost=2');
vi.stubEnv('DEFAULT_SITE_ID', '');
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const { proxy } = await import('./proxy');

const call = (path: string, host = 'localhost:3000') =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { host } }));
const rewritten = async (path: string, host?: string) =>
  (await call(path, host)).headers.get('x-middleware-rewrite')?.replace('http://localhost:3000', '') ?? null;

describe('proxy.ts: news and blog lists and pages (issue 15)', () => {
  it('rewrites a list’s page and order to path segments, the plain list to itself', async () => {
    expect(await rewritten('/actualites')).toBe('/site/1/actualites');
    expect(await rewritten('/actualites?page=2')).toBe('/site/1/actualites/_page-2?page=2');
    // The news have no order to choose; a bad page is page 1.
    expect(await rewritten('/actualites?tri=title&page=abc')).toBe('/site/1/actualites?tri=title&page=abc');
    expect(await rewritten('/blog?page=3&tri=-title')).toBe('/site/1/blog/_page-3/_tri--title?page=3&tri=-title');
    expect(await rewritten('/blog/dossier/mariage-3?page=2')).toBe('/site/1/blog/dossier/mariage-3/_page-2?page=2');
    // An article is no list: its query is left alone.
    expect(await rewritten('/blog/chignon-12?page=2')).toBe('/site/1/blog/chignon-12?page=2');
  });

  it('serves news items, articles and folders that exist, 308 to the right slug, 404 otherwise', async () => {
    expect(await rewritten('/actualites/portes-ouvertes-4')).toBe('/site/1/actualites/portes-ouvertes-4');
    const wrong = await call('/actualites/ancien-titre-4');
    expect(wrong.status).toBe(308);
    expect(new URL(wrong.headers.get('location')!).pathname).toBe('/actualites/portes-ouvertes-4');
    expect(await rewritten('/actualites/inconnue-5')).toBeNull();
    expect(await rewritten('/blog/dossier/chignon-12')).toBeNull(); // an article's id is no folder's
  });

  it('with IS_BLOG_ACTIVATED off, the blog and everything below it are unmatched (the 404)', async () => {
    const host = 'vins.localhost:3000';
    expect(await rewritten('/actualites', host)).toBe('/site/2/actualites');
    for (const path of ['/blog', '/blog?page=2', '/blog/dossier/mariage-3', '/blog/chignon-12'])
      expect(await rewritten(path, host), path).toBeNull();
  });
});
