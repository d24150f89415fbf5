// @vitest-environment jsdom
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import type { PageDetail } from '@/lib/platform/schemas/site';

const parameters = vi.hoisted(() => ({ current: {} as Record<string, string | null> }));
const pageScript = vi.hoisted(() => ({ props: [] as unknown[] }));

vi.mock('next-intl/server', async () => {
  const { frTranslator } = await import('@/tests/intl');
  return { getTranslations: async (namespace: string) => frTranslator(namespace) };
});
vi.mock('@/lib/site/parameters', async (original) => ({
  ...(await original<typeof import('@/lib/site/parameters')>()),
  getParameters: async () => parameters.current,
}));
// The client component is tested on its own (features/owner-code): here, what the page gives it.
vi.mock('@/features/owner-code', () => ({
  PageScript: (props: unknown) => {
    pageScript.props.push(props);
    return null;
  },
}));

const { PageContent } = await import('./page-content');

const page = (fields: Partial<PageDetail>): PageDetail =>
  ({
    id: 5,
    title: 'Notre histoire',
    url: 'le-domaine/notre-histoire',
    cms: { isCmsPage: false, route: null, config: {} },
    link: { type: 'NONE', url: null, jsCode: null },
    isCustomHeader: false,
    isCustomFooter: false,
    layouts: [],
    ...fields,
  }) as unknown as PageDetail;

async function render(detail: PageDetail) {
  const { prelude } = await prerender(<PageContent page={detail} siteId={2} />);
  const html = await new Response(prelude).text();
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;
}

describe('PageContent: the page fields of spec §3', () => {
  it('marks a page whose layouts bring their own header or footer (isCustomHeader, isCustomFooter)', async () => {
    const both = (await render(page({ isCustomHeader: true, isCustomFooter: true }))).querySelector('article.page')!;
    expect(both.hasAttribute('data-custom-header')).toBe(true);
    expect(both.hasAttribute('data-custom-footer')).toBe(true);
    const footerOnly = (await render(page({ isCustomFooter: true }))).querySelector('article.page')!;
    expect(footerOnly.hasAttribute('data-custom-header')).toBe(false);
    expect(footerOnly.hasAttribute('data-custom-footer')).toBe(true);
    const plain = (await render(page({}))).querySelector('article.page')!;
    expect(plain.hasAttribute('data-custom-header') || plain.hasAttribute('data-custom-footer')).toBe(false);
  });

  it("hands the page's jsCode to the owner code's PageScript with the services the consent banner registers", async () => {
    parameters.current = { MATOMO_URL: 'https://mesure.example/', MATOMO_SITE_ID: '3', GOOGLE_TAG_ID: 'G-ABC123' };
    pageScript.props = [];
    const body = await render(page({ link: { type: 'NONE', url: null, jsCode: "  console.log('vu');  " } }));
    expect(pageScript.props).toEqual([{ pageId: 5, code: "console.log('vu');", consentKeys: ['matomo', 'gtag'] }]);
    // No script element of the page's code in the server HTML: it runs only in the browser, under the consent rules.
    expect([...body.querySelectorAll('script')].some((script) => script.textContent?.includes('console.log'))).toBe(
      false,
    );
  });

  it('renders no page script without jsCode', async () => {
    pageScript.props = [];
    await render(page({ link: { type: 'NONE', url: null, jsCode: '   ' } }));
    expect(pageScript.props).toEqual([]);
  });
});
