// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { RegisterForm } from './register-form';

vi.mock('@/components/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), clear: vi.fn() } }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const settings = { askBirthdate: false, blockMinors: false, onlyMobilePhone: false, newsletter: false };

describe('RegisterForm', () => {
  it('does not tell that an e-mail already has an account (issue 5), and keeps what was typed', async () => {
    server.use(
      http.post('*/api/platform/register', () =>
        HttpResponse.json(
          {
            success: false,
            data: { errors: { email: 'Un compte existe déjà avec cette adresse e-mail.' } },
            message: 'Un compte existe déjà avec cette adresse e-mail.',
          },
          { status: 409 },
        ),
      ),
    );
    const onRegistered = vi.fn();
    render(<RegisterForm settings={settings} onRegistered={onRegistered} />, { wrapper: TestProviders });
    const email = screen.getByRole('textbox', { name: /^Adresse e-mail/ }) as HTMLInputElement;
    fireEvent.input(screen.getByRole('textbox', { name: /^Prénom/ }), { target: { value: 'Léa' } });
    fireEvent.input(screen.getByRole('textbox', { name: /^Nom/ }), { target: { value: 'Martin' } });
    fireEvent.input(email, { target: { value: 'client@salon.test' } });
    fireEvent.input(screen.getByRole('textbox', { name: /^Téléphone/ }), { target: { value: '06 12 34 56 78' } });
    fireEvent.input(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Motdepasse1!' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /J'ai lu et compris/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const description = document.getElementById(
      email.getAttribute('aria-describedby')!.split(' ').at(-1)!,
    )!.textContent!;
    expect(description).toContain('Impossible de créer un compte avec cette adresse e-mail.');
    expect(document.body.textContent).not.toMatch(/existe déjà/);
    expect(email.value).toBe('client@salon.test');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
