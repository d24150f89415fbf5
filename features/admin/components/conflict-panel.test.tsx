// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/tests/intl';
import { ConflictPanel } from './conflict-panel';

afterEach(cleanup);

function renderPanel(busy = false) {
  const handlers = { onReloadTheirs: vi.fn(), onOverwrite: vi.fn(), onKeepEditing: vi.fn() };
  render(
    <TestProviders>
      <ConflictPanel
        theirs={'<h1>T</h1>\n<p>leur texte</p>'}
        mine={'<h1>T</h1>\n<p>mon texte</p>'}
        busy={busy}
        {...handlers}
      />
    </TestProviders>,
  );
  return handlers;
}

describe('ConflictPanel', () => {
  it('announces the conflict and takes the focus', () => {
    renderPanel();
    const heading = screen.getByRole('heading', { level: 2, name: /Conflit/ });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('alert')).toBeTruthy();
  });
  it('shows both versions side by side and their differing lines', () => {
    renderPanel();
    expect(screen.getByTestId('conflict-theirs').textContent).toContain('leur texte');
    expect(screen.getByTestId('conflict-mine').textContent).toContain('mon texte');
    const diff = screen.getByRole('list');
    expect(diff.textContent).toContain('Seulement dans la version enregistrée : − <p>leur texte</p>');
    expect(diff.textContent).toContain('Seulement dans votre version : + <p>mon texte</p>');
    expect(diff.textContent).not.toContain('<h1>T</h1>');
  });
  it('offers the three explicit choices', () => {
    const handlers = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Recharger leur version/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Écraser délibérément avec ma version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer à modifier' }));
    expect(handlers.onReloadTheirs).toHaveBeenCalledOnce();
    expect(handlers.onOverwrite).toHaveBeenCalledOnce();
    expect(handlers.onKeepEditing).toHaveBeenCalledOnce();
  });
  it('disables the choices while a save runs', () => {
    renderPanel(true);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
