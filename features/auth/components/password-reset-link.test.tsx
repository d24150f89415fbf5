// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { PasswordResetLink } from './password-reset-link';

vi.mock('@/components/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), clear: vi.fn() } }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// Issue 12 §4: the page every reset link opens reads the token in the browser, keeps it in memory only.
describe('PasswordResetLink', () => {
  it('sends the token of the link, which it took out of the address bar', async () => {
    window.history.replaceState(null, '', '/password/reset/link#jeton-du-mail');
    let sent: unknown;
    server.use(
      http.put('*/api/platform/password/reset', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: null, message: '' });
      }),
    );
    render(<PasswordResetLink />, { wrapper: TestProviders });
    await waitFor(() => expect(window.location.href).toBe('http://localhost:3000/password/reset/link'));
    fireEvent.input(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'Nouveau-mdp-2026' } });
    fireEvent.input(screen.getByLabelText(/^Confirmez/), { target: { value: 'Nouveau-mdp-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect((await screen.findByRole('status')).textContent).toContain('Votre mot de passe a été réinitialisé.');
    expect(sent).toEqual({ token: 'jeton-du-mail', password: 'Nouveau-mdp-2026' });
  });

  it('opened without a token (a reload), says to open the e-mail’s link again or ask for a new one', async () => {
    window.history.replaceState(null, '', '/password/reset/link');
    render(<PasswordResetLink />, { wrapper: TestProviders });
    expect(
      await screen.findByText('Ouvrez de nouveau le lien reçu par e-mail, ou demandez-en un nouveau.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe(
      '/password/reset/ask',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
