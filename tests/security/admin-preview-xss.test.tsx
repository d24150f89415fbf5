// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageLayout, PageNode } from '@/lib/platform/schemas/site';
import { TestProviders } from '@/tests/intl';
import { findXssViolations, quietSrcsetWarnings } from './xss-invariants';
import { XSS_PAYLOADS } from './xss-payloads';

// The admin layout editor's preview, both ways it gets its html: rendered on the server when the editor opens
// (screens.tsx), and from the preview server function as the admin types (actions.ts). Every payload at once;
// only the session and the platform reads are mocked, never the sanitizer.

const ALL = XSS_PAYLOADS.map((payload) => payload.html).join('\n');
const MARK = 'marque-de-l-admin';

const session = vi.hoisted(() => ({
  siteId: 1,
  user: { id: 1, email: 'admin@salon.test', role: 'ADMIN' },
  platform: {},
}));
const reads = vi.hoisted(() => ({ tree: [] as unknown[], layouts: [] as unknown[] }));

vi.mock('@/features/admin/session', () => ({ adminSession: async () => session }));
vi.mock('next/cache', () => ({ updateTag: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/admin',
}));
vi.mock('next-intl/server', async () => {
  const { frTranslator } = await import('@/tests/intl');
  return { getTranslations: async (namespace: string) => frTranslator(namespace) };
});
vi.mock('@/features/admin/api/server-reads', () => ({
  adminPageTree: async () => reads.tree,
  adminLayouts: async () => reads.layouts,
}));
vi.mock('@/lib/site/parameters', () => ({ getParameters: async () => ({}) }));
vi.mock('@/lib/site/site-info', () => ({ getSiteLook: async () => ({ fonts: [], logos: [] }) }));
// The real editor in place of its lazy chunk.
vi.mock('@/features/admin/components/layout-editor-lazy', async () => ({
  LayoutEditorLazy: (await import('@/features/admin/components/layout-editor')).LayoutEditor,
}));

const { previewLayoutHtml } = await import('@/features/admin/actions');
const { LayoutEditorScreen } = await import('@/features/admin/screens');

const page = { id: 3, title: 'Homme', url: 'homme', children: [] } as unknown as PageNode;
const layout: PageLayout = {
  id: 7,
  name: 'Contenu principal',
  html: `<p class="${MARK}">Avant</p>\n${ALL}`,
  hash: 'a'.repeat(64),
  previewUrl: null,
  updatedAt: '2026-01-01T10:00:00Z',
};

beforeAll(() => quietSrcsetWarnings());
afterEach(() => cleanup());

const parse = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;

describe('the admin editor preview, with every payload', () => {
  it('the preview server function answers sanitized html', async () => {
    const result = await previewLayoutHtml(`<p class="${MARK}">x</p>${ALL}`);
    expect(result.ok).toBe(true);
    const body = parse(result.ok ? result.html : '');
    expect(body.querySelector(`.${MARK}`)).not.toBeNull();
    expect(findXssViolations(body)).toEqual([]);
  });

  it('the editor screen: the preview it opens with, then the one the server function gives as the admin types', async () => {
    reads.tree = [page];
    reads.layouts = [layout];
    render(
      <TestProviders>
        {await LayoutEditorScreen({ session: session as never, idPage: page.id, idLayout: layout.id })}
      </TestProviders>,
    );
    const preview = screen.getByTestId('layout-preview');
    const box = () => preview.querySelector('.cms');
    expect(box()?.querySelector(`.${MARK}`)?.textContent).toBe('Avant');
    expect(findXssViolations(box()!)).toEqual([]);

    const source = screen.getByLabelText('Code HTML de la mise en page');
    fireEvent.change(source, { target: { value: `<p class="${MARK}">Après</p>\n${ALL}` } });
    await waitFor(() => expect(box()?.querySelector(`.${MARK}`)?.textContent).toBe('Après'), { timeout: 5000 });
    expect(findXssViolations(box()!)).toEqual([]);
  });
});
