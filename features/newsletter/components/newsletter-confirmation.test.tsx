// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestProviders } from '@/tests/intl';
import { NewsletterConfirmation } from './newsletter-confirmation';

vi.mock('@/components/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), clear: vi.fn() } }));

const TOKEN = 'Zm9vYmFyLWJhei1xdXV4LWNvcmdlLWdyYXVsdC1nYXJwbHk';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Opens the page as the mail's link does: /newsletter/confirmation#<token>. */
function openLink(hash: string) {
  window.history.pushState(null, '', `/newsletter/confirmation?utm_source=mail${hash}`);
  return vi.spyOn(window.history, 'replaceState');
}

/** Answers POST /newsletter/confirm with `answer`, and records the bodies sent. */
function confirmAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/platform/newsletter/confirm', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const confirmed = () =>
  HttpResponse.json({
    success: true,
    data: { email: 'lecteur@exemple.fr', listIds: [1, 2] },
    message: 'Votre inscription à la newsletter est confirmée.',
  });

describe('NewsletterConfirmation (issue 12: double opt-in, token in the fragment)', () => {
  it('reads the token from the fragment, takes it out of the address bar, confirms it and says so', async () => {
    const replaceState = openLink(`#${TOKEN}`);
    const bodies = confirmAnswers(confirmed);
    render(<NewsletterConfirmation />, { wrapper: TestProviders });
    expect(await screen.findByText('Votre inscription à la newsletter est confirmée. Merci !')).toBeTruthy();
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(replaceState).toHaveBeenCalledOnce();
    expect(replaceState.mock.calls[0]![2]).toBe('/newsletter/confirmation?utm_source=mail');
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('confirms once under React’s development double effects (a second call would find the link used)', async () => {
    openLink(`#${TOKEN}`);
    const bodies = confirmAnswers(confirmed);
    // StrictMode outermost: nested inside the providers, React 19.3 did not run the effects twice here.
    render(
      <StrictMode>
        <TestProviders>
          <NewsletterConfirmation />
        </TestProviders>
      </StrictMode>,
    );
    // The second run of the effect neither calls again nor takes the stripped address for a bare one.
    expect(screen.getByRole('status').textContent).toBe('Confirmation de votre inscription en cours…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Votre inscription à la newsletter est confirmée. Merci !')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('says an expired or used link is dead and offers to subscribe again', async () => {
    openLink(`#${TOKEN}`);
    confirmAnswers(() =>
      HttpResponse.json(
        { success: false, data: null, message: 'Ce lien de confirmation est invalide, a déjà servi ou a expiré.' },
        { status: 400 },
      ),
    );
    render(<NewsletterConfirmation />, { wrapper: TestProviders });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce lien de confirmation est invalide, a déjà servi ou a expiré.',
    );
    const again = screen.getByRole('form', { name: 'Recevoir un nouveau lien' });
    expect(again.querySelector('input[type="email"]')).toBeTruthy();
  });

  it('without a token (opened bare, or reloaded after reading it) calls nothing and offers a new link', async () => {
    const replaceState = openLink('');
    render(<NewsletterConfirmation />, { wrapper: TestProviders });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ce lien de confirmation est incomplet\./);
    expect(screen.getByRole('form', { name: 'Recevoir un nouveau lien' })).toBeTruthy();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('keeps the token in memory after a network failure, so the visitor can retry', async () => {
    openLink(`#${TOKEN}`);
    let calls = 0;
    const bodies = confirmAnswers(() => (++calls === 1 ? HttpResponse.error() : confirmed()));
    render(<NewsletterConfirmation />, { wrapper: TestProviders });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La plateforme est injoignable. Vérifiez votre connexion et réessayez.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByText('Votre inscription à la newsletter est confirmée. Merci !')).toBeTruthy(),
    );
    expect(bodies).toEqual([{ token: TOKEN }, { token: TOKEN }]);
  });
});
