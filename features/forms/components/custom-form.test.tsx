// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import type { CustomForm as Definition } from '@/lib/platform/schemas/content';
import { CustomForm } from './custom-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const definition: Definition = {
  id: 3,
  title: 'Questionnaire',
  description: '',
  submitLabel: 'Envoyer mes réponses',
  fields: [
    { name: 'fullname', label: 'Nom et prénom', type: 'text', required: true },
    { name: 'email', label: 'Adresse e-mail', type: 'email', required: true },
    { name: 'photo', label: 'Photo', type: 'file', required: false, accept: ['png'] },
  ],
};
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fill = () => {
  fireEvent.input(box(/^Nom et prénom/), { target: { value: 'Léa Martin' } });
  fireEvent.input(box(/^Adresse e-mail/), { target: { value: 'lea@exemple.fr' } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
const refuse = (status: number, body: object) =>
  server.use(http.post('*/api/platform/forms/3/submit', () => HttpResponse.json(body, { status })));

describe('CustomForm: the platform’s answers', () => {
  it('puts its per-field errors on their fields, focuses the first, keeps what was typed', async () => {
    refuse(400, {
      success: false,
      data: { errors: { email: 'Adresse refusée par la plateforme.' } },
      message: 'Veuillez corriger les champs indiqués.',
    });
    render(<CustomForm form={definition} headingId="t" />, { wrapper: TestProviders });
    fill();
    submit();
    await screen.findByText('Adresse refusée par la plateforme.');
    expect(box(/^Adresse e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box(/^Adresse e-mail/));
    expect(box(/^Nom et prénom/).value).toBe('Léa Martin');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts a refused file (415) on the file field', async () => {
    refuse(415, { success: false, data: null, message: "Le fichier « a.png » n'est pas d'un type accepté (png)." });
    render(<CustomForm form={definition} headingId="t" />, { wrapper: TestProviders });
    fill();
    submit();
    await screen.findByText("Le fichier « a.png » n'est pas d'un type accepté (png).");
    expect(screen.getByLabelText(/^Photo/).getAttribute('aria-invalid')).toBe('true');
  });

  it('confirms a stored answer and empties the form', async () => {
    let answers: unknown;
    server.use(
      http.post('*/api/platform/forms/3/submit', async ({ request }) => {
        answers = JSON.parse(String((await request.formData()).get('answers')));
        return HttpResponse.json({ success: true, data: { id: 9 }, message: 'Merci' }, { status: 201 });
      }),
    );
    render(<CustomForm form={definition} headingId="t" />, { wrapper: TestProviders });
    fill();
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Merci, vos réponses ont bien été envoyées. Nous vous répondrons dans les meilleurs délais.',
    );
    expect(answers).toEqual({ fullname: 'Léa Martin', email: 'lea@exemple.fr' });
    await waitFor(() => expect(box(/^Nom et prénom/).value).toBe(''));
  });
});
