// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { LoginForm } from './login-form';

vi.mock('@/components/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), clear: vi.fn() } }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function logIn(email: string, password: string) {
  fireEvent.input(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Mot de passe/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginForm', () => {
  it('words a refused log-in without telling whether the account exists, and keeps what was typed', async () => {
    server.use(
      http.post('*/api/platform/login', () =>
        HttpResponse.json(
          { success: false, data: null, message: 'Adresse e-mail ou mot de passe incorrect.' },
          { status: 401 },
        ),
      ),
    );
    const onLoggedIn = vi.fn();
    render(<LoginForm onLoggedIn={onLoggedIn} />, { wrapper: TestProviders });
    logIn('inconnu@exemple.fr', 'secret-secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect((screen.getByRole('textbox', { name: /^Adresse e-mail/ }) as HTMLInputElement).value).toBe(
      'inconnu@exemple.fr',
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('words the rate limit in French with the wait the platform gives', async () => {
    server.use(
      http.post('*/api/platform/login', () =>
        HttpResponse.json({ success: false, data: { retryAfter: 37 }, message: 'Too many attempts' }, { status: 429 }),
      ),
    );
    render(<LoginForm onLoggedIn={vi.fn()} />, { wrapper: TestProviders });
    logIn('client@salon.test', 'Motdepasse1!');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de tentatives de connexion ont échoué. Veuillez réessayer dans 37 secondes.',
    );
  });

  it('logs in with the lower-cased e-mail and hands over to the screen', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/platform/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { idSite: 1, user: { id: 3, email: 'client@salon.test', role: 'CUSTOMER' } },
          message: 'ok',
        });
      }),
    );
    const onLoggedIn = vi.fn();
    render(<LoginForm onLoggedIn={onLoggedIn} />, { wrapper: TestProviders });
    logIn('Client@Salon.test', 'Motdepasse1!');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ email: 'client@salon.test', password: 'Motdepasse1!' }]);
  });
});
