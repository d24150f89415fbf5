// @vitest-environment jsdom
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { notify } from '../notify';
import { WithIntl } from '@/tests/intl';
import { ToastHost } from './toast-host';

// Issue 17: offline, the container's chunk cannot load. That must not reach the page's error boundary.
vi.mock('./toast-container', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/toasts.js');
});

afterEach(cleanup);

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>La page a planté</p> : this.props.children;
  }
}

it('a notification whose container cannot load leaves the page as it was', async () => {
  const offline = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const view = render(
      <WithIntl>
        <Boundary>
          <p>Le contenu de la page</p>
          <ToastHost />
        </Boundary>
      </WithIntl>,
    );
    await act(async () => {
      notify.error('Vous êtes hors ligne');
      // Every import the notification started (react-toastify, the container's chunk) has settled, and React with it.
      await vi.dynamicImportSettled();
    });
    await act(async () => vi.dynamicImportSettled());
    expect(view.container.querySelector('.Toastify')).toBeNull();
    expect(screen.queryByText('La page a planté')).toBeNull();
    expect(screen.getByText('Le contenu de la page')).toBeTruthy();
  } finally {
    offline.mockRestore();
  }
});
