// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { ContactForm } from './contact-form';

vi.mock('@/components/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), clear: vi.fn() } }));

const sent: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fill = (name: RegExp, value: string) => fireEvent.input(field(name), { target: { value } });

function fillValid() {
  fill(/^Prénom/, 'Camille');
  fill(/^Nom/, 'Durand');
  fill(/^Adresse e-mail/, 'camille@exemple.fr');
  fill(/^Objet/, 'Rendez-vous');
  fill(/^Message/, 'Bonjour, un essai coiffure en juin ?');
  fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données/ }));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

describe('ContactForm', () => {
  it('shows French errors linked to their fields and focuses the first one, without calling the platform', async () => {
    render(<ContactForm />, { wrapper: TestProviders });
    submit();
    await waitFor(() => expect(field(/^Prénom/)).toHaveProperty('ariaInvalid', 'true'));
    expect(document.getElementById(field(/^Prénom/).getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ce champ est obligatoire.',
    );
    expect(document.activeElement).toBe(field(/^Prénom/));
    expect(
      screen.getByText('Vous devez accepter que vos données soient utilisées pour traiter votre demande.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("puts the platform's per-field errors on the fields and keeps what was typed", async () => {
    server.use(
      http.post('*/api/platform/message', () =>
        HttpResponse.json(
          {
            success: false,
            data: { errors: { email: 'Adresse refusée par la plateforme.' } },
            message: 'Certaines données envoyées sont invalides.',
          },
          { status: 400 },
        ),
      ),
    );
    render(<ContactForm />, { wrapper: TestProviders });
    fillValid();
    submit();
    await screen.findByText('Adresse refusée par la plateforme.');
    expect(field(/^Adresse e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Adresse e-mail/));
    expect(field(/^Prénom/).value).toBe('Camille');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends the message, confirms it inline and empties the form', async () => {
    server.use(
      http.post('*/api/platform/message', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: { id: 7 }, message: 'Merci' }, { status: 201 });
      }),
    );
    render(<ContactForm />, { wrapper: TestProviders });
    fillValid();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Merci, votre message a bien été envoyé. Nous vous répondrons dans les meilleurs délais.',
    );
    expect(sent).toEqual([
      {
        firstname: 'Camille',
        lastname: 'Durand',
        email: 'camille@exemple.fr',
        phone: null,
        subject: 'Rendez-vous',
        message: 'Bonjour, un essai coiffure en juin ?',
        consent: true,
      },
    ]);
    await waitFor(() => expect(field(/^Prénom/).value).toBe(''));
    expect((screen.getByRole('checkbox', { name: /J'accepte que mes données/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('hides a honeypot from people (aria-hidden, out of the tab order, no autofill) and sends it only when filled', async () => {
    server.use(
      http.post('*/api/platform/message', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: { id: 8 }, message: 'Merci' }, { status: 201 });
      }),
    );
    const { container } = render(<ContactForm />, { wrapper: TestProviders });
    const trap = container.querySelector<HTMLInputElement>('input[name="website_url"]')!;
    expect(trap).not.toBeNull();
    expect(trap.closest('[aria-hidden="true"]')?.classList.contains('visually-hidden')).toBe(true);
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    // Not offered to people using assistive technologies: no textbox of that name.
    expect(screen.queryByRole('textbox', { name: /Laissez ce champ vide/ })).toBeNull();

    fillValid();
    fireEvent.input(trap, { target: { value: 'https://spam.example' } });
    submit();
    await screen.findByRole('status');
    expect(sent).toEqual([expect.objectContaining({ website_url: 'https://spam.example' })]);
  });

  it('says the platform is unreachable on a network failure', async () => {
    server.use(http.post('*/api/platform/message', () => HttpResponse.error()));
    render(<ContactForm />, { wrapper: TestProviders });
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La plateforme est injoignable. Vérifiez votre connexion et réessayez.',
    );
    expect(field(/^Message/).value).toBe('Bonjour, un essai coiffure en juin ?');
  });
});
