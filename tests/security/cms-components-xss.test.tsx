// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@/lib/platform/schemas/content';
import type { PageDetail } from '@/lib/platform/schemas/site';
import { findXssViolations, quietSrcsetWarnings } from './xss-invariants';
import { XSS_PAYLOADS } from './xss-payloads';

// Every storefront component that shows owner HTML, rendered as the server renders it, with every payload at
// once in each of its owner-HTML inputs: its output must hold no handler, no script URL, no code-bearing element
// and no clobbering id. Only the data sources are mocked (parameters, platform reads), never the sanitizer.

const ALL = XSS_PAYLOADS.map((payload) => payload.html).join('\n');
/** Text that only the owner's html carries: the proof it was rendered at all (an empty box would pass). */
const MARK = 'marque-du-proprietaire';
const OWNER_HTML = `<p class="${MARK}">Contenu</p>\n${ALL}`;

const parameters = vi.hoisted(() => ({ current: {} as Record<string, string | null> }));
const platform = vi.hoisted(() => ({ request: vi.fn() }));

vi.mock('next-intl/server', async () => {
  const { frTranslator } = await import('@/tests/intl');
  return { getTranslations: async (namespace: string) => frTranslator(namespace) };
});
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/site/parameters', () => ({ getParameters: async () => parameters.current }));
// The contact form is a client chunk of its own, with no owner html: out of this test.
vi.mock('@/features/contact/components/contact-form-lazy', () => ({ ContactFormLazy: () => null }));
// The form's own messages provider (components/screen-messages.tsx) wraps a form mocked away here.
vi.mock('@/components/screen-messages', () => ({
  ScreenMessages: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/cache-tags', async (original) => ({
  ...(await original<typeof import('@/lib/cache-tags')>()),
  cachedPublicRead: (_site: number, _scope: string, _keys: string[], read: () => Promise<unknown>) => read(),
}));
vi.mock('@/lib/platform/server', () => ({ publicPlatform: () => ({}) }));
vi.mock('@/lib/platform/client', async (original) => ({
  ...(await original<typeof import('@/lib/platform/client')>()),
  platformRequest: (_instance: unknown, config: { url: string }) => platform.request(config.url),
}));

const { LegalPage, LEGAL_TEXTS } = await import('@/features/legal/legal-page');
const { ContactScreen } = await import('@/features/contact/components/contact-screen');
const { ServiceDetail } = await import('@/features/services/components/service-detail');
const { PageContent } = await import('@/features/site-frame/components/page-content');
const { getSitePopup } = await import('@/features/popups/api/get-site-popup');
const { PopupLauncher } = await import('@/features/popups/components/popup-launcher');
const { ModalHost } = await import('@/components/modal/modal-host');
const { WithIntl } = await import('@/tests/intl');

/** Server rendering as Next does it (async server components included), then the browser's parse of it. */
async function serverRender(node: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerender(<>{node}</>);
  const html = await new Response(prelude).text();
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;
}

/** The box of owner html: it shows the owner's content, and nothing dangerous. */
function expectSafeOwnerBox(box: Element | null) {
  expect(box, 'the owner html box').not.toBeNull();
  expect(box!.querySelector(`.${MARK}`), 'the owner html was rendered').not.toBeNull();
  expect(findXssViolations(box!)).toEqual([]);
}

beforeAll(() => quietSrcsetWarnings());
beforeEach(() => {
  parameters.current = {};
  platform.request.mockReset();
  window.localStorage.clear();
});
afterEach(() => cleanup());

describe('every payload, through every component that renders owner html', () => {
  it.each(LEGAL_TEXTS)('the legal page %s (its text and the placeholders filled into it)', async (text) => {
    parameters.current = {
      [text]: `${OWNER_HTML}<p>{{LEGAL_COMPANY_NAME}} {{COMPANY_EMAIL}}</p>`,
      LEGAL_COMPANY_NAME: ALL,
      COMPANY_EMAIL: ALL,
    };
    const body = await serverRender(await LegalPage({ text, siteId: 1 }));
    expectSafeOwnerBox(body.querySelector('article.legal .cms'));
    // The whole page too: the title, the wrapper.
    expect(findXssViolations(body)).toEqual([]);
  });

  it("the contact screen's extra text (CONTACT_ADDITIONAL_INFOS)", async () => {
    parameters.current = {
      CONTACT_ADDITIONAL_INFOS: OWNER_HTML,
      COMPANY_NAME: ALL,
      COMPANY_ADDRESS: ALL,
      MONDAY_HOURS: ALL,
    };
    const body = await serverRender(await ContactScreen({ siteId: 1 }));
    expectSafeOwnerBox(body.querySelector('aside > div:last-child'));
    expect(findXssViolations(body)).toEqual([]);
  });

  it("a service's own page (its html, and its summary when it has no html)", async () => {
    const service: Service = {
      id: 4,
      slug: 'balayage',
      title: 'Balayage',
      summary: ALL,
      html: OWNER_HTML,
      image: null,
      tags: ['couleur'],
      prices: [{ label: 'Court', price: 60, durationMinutes: 90 }] as Service['prices'],
    };
    const list = { path: 'tarifs-et-prestations', title: 'Tarifs' };
    const withHtml = await serverRender(await ServiceDetail({ service, list, pageStyle: 'CLASSIC' }));
    expectSafeOwnerBox(withHtml.querySelector('.service-detail .cms'));
    const summaryOnly = await serverRender(
      await ServiceDetail({ service: { ...service, html: '', summary: `${MARK} ${ALL}` }, list, pageStyle: null }),
    );
    const box = summaryOnly.querySelector('.service-detail .cms');
    expect(box?.textContent).toContain(MARK);
    expect(findXssViolations(box!)).toEqual([]);
  });

  it("a page's layouts, each sanitized, with the contact screen below them", async () => {
    parameters.current = { CONTACT_ADDITIONAL_INFOS: OWNER_HTML };
    const layout = (id: number, html: string) => ({
      id,
      name: `Bloc ${id}`,
      html,
      hash: '',
      previewUrl: null,
      updatedAt: '',
    });
    const page = {
      id: 9,
      title: 'Nous contacter',
      url: 'nous-contacter',
      cms: { isCmsPage: true, route: 'contact', config: {} },
      // Split over two layouts too: a payload cut in the middle must not join its other half.
      layouts: [layout(1, OWNER_HTML), layout(2, ALL.slice(0, ALL.length / 2)), layout(3, ALL.slice(ALL.length / 2))],
    } as unknown as PageDetail;
    const body = await serverRender(<PageContent page={page} siteId={1} />);
    expectSafeOwnerBox(body.querySelector('article.page > .cms'));
    expect(body.querySelectorAll(`.${MARK}`)).toHaveLength(2); // the layout's and the contact screen's
    expect(findXssViolations(body)).toEqual([]);
  });

  it('the site popup: read from the platform, sanitized on the server, shown by the modal', async () => {
    platform.request.mockImplementation(async (url: string) => {
      if (url === '/component/conf/popup') return { slug: 'popup', conf: { popupId: 3 } };
      if (url === '/popup/3')
        return {
          id: 3,
          title: 'Portes ouvertes',
          html: OWNER_HTML,
          showOnEveryReload: true,
          delaySeconds: 0,
          isActive: true,
        };
      throw new Error(`unexpected ${url}`);
    });
    const popup = await getSitePopup(1);
    expect(popup).not.toBeNull();
    render(
      <WithIntl>
        <ModalHost siteId={1} />
        <PopupLauncher siteId={1} popup={popup!} />
      </WithIntl>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Portes ouvertes' }, { timeout: 3000 });
    // The modal's own markup (its React ids) is not owner html: the box is the element holding the popup's html.
    expectSafeOwnerBox(dialog.querySelector(`.${MARK}`)?.parentElement ?? null);
  });
});
