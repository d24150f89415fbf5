// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../notify';
import { WithIntl } from '@/tests/intl';
import { ToastHost } from './toast-host';

afterEach(cleanup);

describe('notifications (spec §2 toasts, §9 top right 3000 ms)', () => {
  it('loads nothing until a notification is requested', () => {
    const { container } = render(
      <WithIntl>
        <ToastHost />
      </WithIntl>,
    );
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('.Toastify')).toBeNull();
  });

  it('shows a toast fired before the lazy container was ready; clear() drops earlier ones', async () => {
    notify.info('ancienne notification');
    notify.clear(); // the shell mounting (spec §4 "Notifications: cleared on mount")
    notify.success('Produit ajouté au panier');
    render(
      <WithIntl>
        <ToastHost />
      </WithIntl>,
    );
    const toast = await screen.findByText('Produit ajouté au panier', {}, { timeout: 3000 });
    expect(screen.queryByText('ancienne notification')).toBeNull();
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    const root = toast.closest('.Toastify__toast') as HTMLElement;
    expect(root.querySelector('[role="progressbar"]')?.getAttribute('style')).toContain('3000ms');
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeTruthy();

    // Dismissed (react-toastify reports it at once; jsdom never ends the exit animation that removes the node).
    const { toast: toastify } = await import('react-toastify');
    const removed: unknown[] = [];
    toastify.onChange((item) => item.status === 'removed' && removed.push(item.content));
    act(() => notify.clear());
    await waitFor(() => expect(removed).toEqual(['Produit ajouté au panier']));
  });
});
