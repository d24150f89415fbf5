// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '@/tests/intl';
import { SubmitButton } from './fields';

describe('a server-rendered form cannot be submitted before it is hydrated', () => {
  afterEach(cleanup);

  it('the submit button is disabled in the server HTML', () => {
    const html = renderToString(
      <TestProviders>
        <SubmitButton pending={false}>Se connecter</SubmitButton>
      </TestProviders>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Se connecter<\/button>/);
  });

  it('and usable once rendered in the browser', () => {
    render(<SubmitButton pending={false}>Se connecter</SubmitButton>, { wrapper: TestProviders });
    expect((screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
