// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/tests/intl';
import { PlatformError } from '@/lib/platform/errors';
import { ErrorScreen, shownErrorMessage } from './error-screen';

afterEach(cleanup);

const show = (props: Parameters<typeof ErrorScreen>[0]) =>
  render(
    <TestProviders>
      <ErrorScreen {...props} />
    </TestProviders>,
  );

describe('the error screen (spec §2)', () => {
  it('shows the message it is given, with status 500 by default', () => {
    show({ message: 'Le serveur ne répond pas.' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Le serveur ne répond pas.');
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('shows « Erreur » when there is no message', () => {
    show({});
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Erreur');
  });

  it('on 404 says the page could not be found and links back to the home page', () => {
    show({ status: 404 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Cette page est introuvable');
    expect(screen.getByRole('link', { name: "Retour à la page d'accueil" }).getAttribute('href')).toBe('/');
  });

  it('offers to try again when the failed load can be retried (a failed page-data refresh)', () => {
    const retry = vi.fn();
    show({ message: 'Échec du chargement.', onRetry: retry });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says in French that the page cannot be shown for now, beside « Erreur »', () => {
    show({});
    expect(
      screen.getByText('Cette page ne peut pas s’afficher pour le moment. Réessayez dans un instant.'),
    ).toBeTruthy();
  });
});

describe('shownErrorMessage', () => {
  it('never shows a server error: in production it carries a digest and an English placeholder', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' });
    expect(shownErrorMessage(error)).toBeUndefined();
  });

  it('never shows a script error (English, technical)', () => {
    expect(shownErrorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBeUndefined();
  });

  it("shows what the platform said when it refused (the server's French message)", () => {
    expect(shownErrorMessage(new PlatformError('refused', 'Ce panier n’existe plus.', 404))).toBe(
      'Ce panier n’existe plus.',
    );
    expect(shownErrorMessage(new PlatformError('network', 'connect ECONNREFUSED', null))).toBeUndefined();
  });
});
