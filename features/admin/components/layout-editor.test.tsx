// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@/lib/platform/errors';
import type { PageLayout } from '@/lib/platform/schemas/site';
import { TestProviders } from '@/tests/intl';

const api = vi.hoisted(() => ({
  checkLayoutHash: vi.fn(),
  saveLayout: vi.fn(),
  uploadLayoutPreview: vi.fn(),
  fetchLayouts: vi.fn(),
}));
const actions = vi.hoisted(() => ({ previewLayoutHtml: vi.fn(), expireSitePages: vi.fn() }));
vi.mock('../api/layouts', async (original) => {
  const real = await original<typeof import('../api/layouts')>();
  return {
    ...real,
    ...api,
    layoutsQuery: (idPage: number) => ({
      queryKey: ['admin', 'page', idPage, 'layouts'],
      queryFn: () => api.fetchLayouts(idPage),
    }),
  };
});
vi.mock('../actions', () => actions);
vi.mock('../preview-image', async (original) => ({
  ...(await original<typeof import('../preview-image')>()),
  renderPreviewImage: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const { LayoutEditor } = await import('./layout-editor');

const OPENED = 'a'.repeat(64);
const THEIRS = 'b'.repeat(64);
const SAVED = 'c'.repeat(64);
const layout: PageLayout = {
  id: 7,
  name: 'Contenu principal',
  html: '<p>Avant</p>',
  hash: OPENED,
  previewUrl: null,
  updatedAt: '2026-01-01T10:00:00Z',
};

function renderEditor() {
  render(
    <TestProviders>
      <LayoutEditor
        idPage={3}
        layout={layout}
        initialPreview="<p>Avant</p>"
        themeStyle={{ '--primary-color': '#29362AFF' }}
        titleFallback="Spa du cheveu"
      />
    </TestProviders>,
  );
  return screen.getByLabelText('Code HTML de la mise en page');
}

const type = (source: HTMLElement, html: string) => fireEvent.change(source, { target: { value: html } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

beforeEach(() => {
  actions.previewLayoutHtml.mockImplementation(async (html: string) => ({
    ok: true,
    html: html.replace(/<script.*?<\/script>/g, ''),
  }));
  actions.expireSitePages.mockResolvedValue({ ok: true });
  api.fetchLayouts.mockResolvedValue([{ ...layout, html: '<p>Leur version</p>', hash: THEIRS }]);
  api.uploadLayoutPreview.mockResolvedValue({ ...layout, hash: SAVED, previewUrl: 'http://api/images/1/apercu.jpg' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('LayoutEditor', () => {
  it('updates the live preview from the sanitizing server function as the admin types', async () => {
    const source = renderEditor();
    type(source, '<p>Nouveau</p><script>x()</script>');
    await waitFor(() => expect(screen.getByTestId('layout-preview').innerHTML).toContain('<p>Nouveau</p>'), {
      timeout: 2000,
    });
    expect(screen.getByTestId('layout-preview').innerHTML).not.toContain('script');
    expect(actions.previewLayoutHtml).toHaveBeenLastCalledWith('<p>Nouveau</p><script>x()</script>');
  });

  it('shows the page title as the h1 like the public page, until the layout brings its own', async () => {
    const source = renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Spa du cheveu' })).toBeTruthy();
    type(source, '<h1>Mon titre</h1>');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Spa du cheveu' })).toBeNull(), {
      timeout: 2000,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon titre' })).toBeTruthy();
  });

  it('checks the hash first, then saves, expires the pages and uploads the preview image', async () => {
    api.checkLayoutHash.mockResolvedValue({ changed: false, hash: OPENED });
    api.saveLayout.mockResolvedValue({ ...layout, html: '<p>Après</p>', hash: SAVED });
    const source = renderEditor();
    type(source, '<p>Après</p>');
    save();
    await waitFor(() => expect(screen.getByTestId('editor-status').textContent).toContain("Image d'aperçu envoyée."));
    // Spec §7: the check carries the html the edit started from.
    expect(api.checkLayoutHash).toHaveBeenCalledWith(3, 7, '<p>Avant</p>');
    expect(api.saveLayout).toHaveBeenCalledWith(3, 7, '<p>Après</p>', OPENED);
    expect(actions.expireSitePages).toHaveBeenCalledOnce();
    expect(api.uploadLayoutPreview).toHaveBeenCalledWith(3, 7, expect.any(Blob));
    expect(screen.getByTestId('preview-thumbnail').getAttribute('src')).toBe('/images/1/apercu.jpg');
    expect(screen.getByText('Aucune modification')).toBeTruthy();
  });

  it('shows the conflict instead of saving when the hash check says the layout changed', async () => {
    api.checkLayoutHash.mockResolvedValue({ changed: true, hash: THEIRS });
    const source = renderEditor();
    type(source, '<p>Le mien</p>');
    save();
    expect(await screen.findByTestId('layout-conflict')).toBeTruthy();
    expect(api.saveLayout).not.toHaveBeenCalled();
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('<p>Leur version</p>');
    expect((source as HTMLTextAreaElement).value).toBe('<p>Le mien</p>');
  });

  it('treats a 409 between the check and the save as the same conflict, and overwrites only when asked', async () => {
    api.checkLayoutHash
      .mockResolvedValueOnce({ changed: false, hash: OPENED })
      .mockResolvedValueOnce({ changed: false, hash: THEIRS });
    api.saveLayout
      .mockRejectedValueOnce(new PlatformError('refused', 'Conflit', 409, { hash: THEIRS }))
      .mockResolvedValueOnce({ ...layout, html: '<p>Le mien</p>', hash: SAVED });
    const source = renderEditor();
    type(source, '<p>Le mien</p>');
    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Écraser délibérément avec ma version' }));
    await waitFor(() => expect(api.saveLayout).toHaveBeenCalledTimes(2));
    // The deliberate overwrite is based on the version the admin has now seen.
    expect(api.saveLayout).toHaveBeenLastCalledWith(3, 7, '<p>Le mien</p>', THEIRS);
    expect(api.checkLayoutHash).toHaveBeenLastCalledWith(3, 7, '<p>Leur version</p>');
    await waitFor(() => expect(screen.queryByTestId('layout-conflict')).toBeNull());
  });

  it('"reload theirs" puts the stored version in the editor', async () => {
    api.checkLayoutHash.mockResolvedValue({ changed: true, hash: THEIRS });
    const source = renderEditor();
    type(source, '<p>Le mien</p>');
    save();
    fireEvent.click(await screen.findByRole('button', { name: /Recharger leur version/ }));
    expect((source as HTMLTextAreaElement).value).toBe('<p>Leur version</p>');
    expect(screen.getByRole('status').textContent).toContain("Leur version est chargée dans l'éditeur.");
  });

  it('keeps the text and says so in French when the admin session is gone', async () => {
    api.checkLayoutHash.mockRejectedValue(new PlatformError('refused', 'Accès refusé', 403));
    const source = renderEditor();
    type(source, '<p>Précieux</p>');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('editor-status').textContent).toContain("Votre session d'administrateur a expiré"),
    );
    expect((source as HTMLTextAreaElement).value).toBe('<p>Précieux</p>');
  });

  it('refuses to save a layout above the platform limit', () => {
    const source = renderEditor();
    type(source, 'x'.repeat(200_001));
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(source.getAttribute('aria-invalid')).toBe('true');
  });
});
